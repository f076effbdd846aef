"use strict";
// The page's script: unpacks the embedded data (gzip + base64), then draws the scenario rows
// (filtered, paged), their details, and the comparison of two runs. All numbers of the
// comparison are computed in Python (compare.py); this only shows them.
const errorsBox = document.getElementById("js-errors");
function reportError(message) { errorsBox.textContent += message + "\n"; document.body.dataset.errors = "1"; }
window.addEventListener("error", e => reportError("script error: " + e.message));
window.addEventListener("unhandledrejection", e => reportError("script error: " + (e.reason && e.reason.message || e.reason)));

const $ = id => document.getElementById(id);
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v; else if (k === "style") node.style.cssText = v; else node.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
}
// Text written by a model or a scenario: its own direction, isolated from its neighbours.
const said = (tag, text, cls) => el(tag, {dir: "auto", class: cls || ""}, text);

async function unpack() {
  const text = $("data").textContent.trim();
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return JSON.parse(await new Response(stream).text());
}

function main(D) {
  const hash = new URLSearchParams(location.hash.slice(1));
  const state = {set: "", model: "", language: "", category: "", verdict: "", text: "", id: null, page: 0, open: new Set(),
                 size: Number(hash.get("rows")) > 0 ? Number(hash.get("rows")) : 50};
  let searchText = null;  // lower-cased text per run, built on the first text search
  const fill = (select, label, values, names) => {
    select.append(el("option", {value: ""}, "every " + label));
    values.forEach((v, i) => select.append(el("option", {value: String(v)}, names ? names[i] : String(v))));
  };
  fill($("f-set"), "set", D.sets);
  fill($("f-model"), "model", D.models.map((_, i) => i), D.models.map(m => m.name));
  fill($("f-language"), "language", D.languages);
  fill($("f-category"), "category", D.categories);
  fill($("f-verdict"), "verdict", D.verdicts);

  function matches(run) {
    const s = D.scenarios[run[0]], side = D.sides[run[1]];
    if (state.id !== null && run[0] !== state.id) return false;
    if (state.set && s[1] !== state.set) return false;
    if (state.model !== "" && String(side.model) !== state.model) return false;
    if (state.language && s[2] !== state.language) return false;
    if (state.category && s[3] !== state.category) return false;
    if (state.verdict && run[2] !== state.verdict) return false;
    return true;
  }
  function textOf(i) {
    if (searchText === null) searchText = D.runs.map(r => [D.scenarios[r[0]][0], D.sides[r[1]].label, r[3].join(" "), r[4], r[5].map(c => c[0]).join(" ")].join(" ").toLowerCase());
    return searchText[i];
  }
  function selected() {
    const q = state.text.toLowerCase(), out = [];
    D.runs.forEach((run, i) => { if (matches(run) && (!q || textOf(i).includes(q))) out.push(i); });
    return out;
  }

  function verdictCell(v) { return el("span", {class: v}, v); }
  function sideCell(sideIndex) {
    const side = D.sides[sideIndex];
    return el("td", {}, el("span", {class: "swatch", style: "background:" + D.models[side.model].colour}), el("bdi", {}, side.label));
  }
  function detail(run) {
    const s = D.scenarios[run[0]];
    const box = el("td", {colspan: "7"});
    box.append(el("h4", {}, "Request"));
    if (s[5].length) box.append(el("ol", {class: "history"}, ...s[5].map(m => el("li", {}, m[0] + ": ", said("bdi", m[1])))));
    box.append(said("div", s[4] || "(the scenario is not in the dataset)", "said"));
    if (run[6]) box.append(el("h4", {}, "Error"), said("pre", run[6]));
    box.append(el("h4", {}, "Answer"), said("div", run[4] || "(no answer)", "said answer"));
    box.append(el("h4", {}, `Calls (${run[5].length})`));
    if (run[5].length) {
      box.append(el("ol", {class: "calls"}, ...run[5].map(c => el("li", {class: c[3] ? "failedcall" : ""},
        el("code", {}, c[0]), c[3] ? " [failed]" : "",
        said("pre", c[1], "arguments"),
        c[2] ? el("details", c[2].length <= 600 ? {open: ""} : {}, el("summary", {}, `tool output (${c[2].length} characters)`), said("pre", c[2], "output")) : el("div", {class: "meta"}, "no output recorded")))));
    }
    box.append(el("h4", {}, `Failed checks (${run[3].length})`));
    box.append(run[3].length ? el("ul", {class: "issues"}, ...run[3].map(i => said("li", i))) : el("p", {class: "meta"}, "none"));
    return el("tr", {class: "detail"}, box);
  }
  function draw() {
    const rows = selected(), pages = Math.max(1, Math.ceil(rows.length / state.size));
    state.page = Math.min(state.page, pages - 1);
    $("shown").textContent = rows.length;
    $("page-of").textContent = `page ${state.page + 1} of ${pages}`;
    $("prev").disabled = state.page === 0; $("next").disabled = state.page >= pages - 1;
    const body = document.querySelector("#runs tbody"), frag = document.createDocumentFragment();
    for (const i of rows.slice(state.page * state.size, (state.page + 1) * state.size)) {
      const run = D.runs[i], s = D.scenarios[run[0]];
      const tr = el("tr", {class: "run" + (state.open.has(i) ? " open" : ""), id: "run-" + i, "data-run": String(i), "data-verdict": run[2]},
        el("td", {}, el("bdi", {}, s[0])), el("td", {}, s[1]), sideCell(run[1]), el("td", {}, s[2]), el("td", {}, s[3]),
        el("td", {}, verdictCell(run[2])),
        el("td", {}, run[3].length ? said("bdi", run[3][0] + (run[3].length > 1 ? ` (+${run[3].length - 1})` : ""), "issue") : ""));
      tr.addEventListener("click", () => { state.open.has(i) ? state.open.delete(i) : state.open.add(i); draw(); });
      frag.append(tr);
      if (state.open.has(i)) frag.append(detail(run));
    }
    body.replaceChildren(frag);
    const chip = $("f-id");
    chip.replaceChildren();
    if (state.id !== null) {
      const clear = el("button", {title: "show every scenario"}, "×");
      clear.addEventListener("click", () => { state.id = null; state.open.clear(); draw(); });
      chip.append(el("span", {class: "chip"}, "scenario ", el("bdi", {}, D.scenarios[state.id][0]), " ", clear));
    }
  }
  for (const [id, key] of [["f-set", "set"], ["f-model", "model"], ["f-language", "language"], ["f-category", "category"], ["f-verdict", "verdict"]]) {
    $(id).addEventListener("change", e => { state[key] = e.target.value; state.page = 0; draw(); });
  }
  $("f-text").addEventListener("input", e => { state.text = e.target.value; state.page = 0; draw(); });
  const sizes = [25, 50, 100, 200].includes(state.size) ? [25, 50, 100, 200] : [state.size, 25, 50, 100, 200];
  for (const n of sizes) $("f-rows").append(el("option", {value: String(n)}, n + " a page"));
  $("f-rows").value = String(state.size);
  $("f-rows").addEventListener("change", e => { state.size = Number(e.target.value); state.page = 0; draw(); });
  $("prev").addEventListener("click", () => { state.page--; draw(); });
  $("next").addEventListener("click", () => { state.page++; draw(); });

  // One scenario's rows, those of the given sides opened: where a discordant id's link leads.
  function showScenario(scenarioIndex, sides) {
    Object.assign(state, {set: "", model: "", language: "", category: "", verdict: "", text: "", id: scenarioIndex, page: 0});
    for (const id of ["f-set", "f-model", "f-language", "f-category", "f-verdict", "f-text"]) $(id).value = "";
    state.open = new Set();
    D.runs.forEach((run, i) => { if (run[0] === scenarioIndex && sides.includes(run[1])) state.open.add(i); });
    draw();
    const first = document.querySelector("#runs tr.open");
    if (first && first.scrollIntoView) first.scrollIntoView({block: "start"});
  }

  const pickA = $("cmp-a"), pickB = $("cmp-b");
  D.sides.forEach((s, i) => { pickA.append(el("option", {value: String(i)}, s.label)); pickB.append(el("option", {value: String(i)}, s.label)); });
  function compareView() {
    const a = Number(pickA.value), b = Number(pickB.value), out = $("compare-result");
    if (D.sides.length < 2) { out.replaceChildren(el("p", {class: "meta"}, "Only one run: nothing to compare.")); return; }
    if (a === b) { out.replaceChildren(el("p", {class: "meta"}, "Pick two different runs.")); return; }
    const c = D.comparisons[a + "," + b];
    const A = D.sides[a].label, B = D.sides[b].label;
    const cross = el("table", {id: "cmp-pairs"},
      el("thead", {}, el("tr", {}, el("th", {}, ""), el("th", {class: "num"}, "B pass"), el("th", {class: "num"}, "B fail"))),
      el("tbody", {},
        el("tr", {}, el("th", {}, "A pass"), el("td", {class: "num"}, String(c.both_pass)), el("td", {class: "num"}, String(c.a_only.length))),
        el("tr", {}, el("th", {}, "A fail"), el("td", {class: "num"}, String(c.b_only.length)), el("td", {class: "num"}, String(c.both_fail)))));
    const deltas = (title, rows) => el("table", {class: "deltas"},
      el("thead", {}, el("tr", {}, el("th", {}, "by " + title), el("th", {class: "num"}, "A"), el("th", {class: "num"}, "B"), el("th", {class: "num"}, "B-A"))),
      el("tbody", {}, ...rows.map(r => el("tr", {}, el("td", {}, r[0]), el("td", {class: "num"}, r[1]), el("td", {class: "num"}, r[2]), el("td", {class: "num"}, r[3])))));
    const ids = (title, list) => {
      const items = list.map(s => {
        const link = el("a", {href: "#scenarios", "data-scenario": D.scenarios[s][0]}, el("bdi", {}, D.scenarios[s][0]));
        link.addEventListener("click", e => { e.preventDefault(); showScenario(s, [a, b]); });
        return el("li", {}, link);
      });
      return el("div", {}, el("h4", {}, `${title} (${list.length})`), list.length ? el("ul", {class: "ids"}, ...items) : el("p", {class: "meta"}, "none"));
    };
    out.replaceChildren(
      el("p", {}, "A: ", el("bdi", {}, A), ` (errored, so not paired: ${c.a_errored})`, " · B: ", el("bdi", {}, B), ` (errored, so not paired: ${c.b_errored})`),
      el("p", {class: "meta"}, `paired scenarios: ${c.shared} (missing from A: ${c.missing_from_a}, missing from B: ${c.missing_from_b})`),
      el("div", {class: "compare-grid"}, cross, el("div", {},
        el("p", {id: "cmp-rates"}, "A pass rate: " + c.a_rate, el("br"), "B pass rate: " + c.b_rate),
        el("p", {id: "cmp-p"}, `McNemar exact p = ${c.p} (A only ${c.a_only.length}, B only ${c.b_only.length}, of ${c.shared} pairs)`))),
      ids("A only: A passes, B fails", c.a_only), ids("B only: B passes, A fails", c.b_only),
      el("div", {class: "compare-grid"}, deltas("category", c.by_category), deltas("language", c.by_language)));
  }
  pickA.addEventListener("change", compareView); pickB.addEventListener("change", compareView);

  // #compare=A,B (run indices), #scenario=ID, #rows=N and the filters below preselect, so a view can be linked to.
  const wanted = (hash.get("compare") || "").split(",").map(Number);
  pickA.value = String(wanted.length === 2 && D.sides[wanted[0]] ? wanted[0] : 0);
  pickB.value = String(wanted.length === 2 && D.sides[wanted[1]] ? wanted[1] : Math.min(1, D.sides.length - 1));
  compareView();
  const scenario = D.scenarios.findIndex(s => s[0] === hash.get("scenario"));
  if (scenario >= 0) showScenario(scenario, D.sides.map((_, i) => i));
  else {
    // #set=bench&model=NAME&language=ar&category=web&verdict=fail&text=... start filtered.
    const model = D.models.findIndex(m => m.name === hash.get("model"));
    if (model >= 0) { state.model = String(model); $("f-model").value = state.model; }
    for (const key of ["set", "language", "category", "verdict"]) {
      const value = hash.get(key);
      if (value && $("f-" + key).querySelector(`option[value="${CSS.escape(value)}"]`)) { state[key] = value; $("f-" + key).value = value; }
    }
    if (hash.get("text")) { state.text = hash.get("text"); $("f-text").value = state.text; }
    draw();
  }
  document.body.dataset.ready = "1";
  document.body.dataset.readyMs = String(Math.round(performance.now()));
}

unpack().then(main).catch(e => reportError("could not show the runs: " + e));

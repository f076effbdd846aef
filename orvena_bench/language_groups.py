"""Data for the language check: scripts and letters one language owns, the groups a
recognizer confuses, and the languages that count as one.

Each group member lists, as a speaker would list them, the letters (and letter pairs) its
spelling uses, its common function words and the word endings its grammar is full of. What
tells two members apart is computed from the lists (see SettlingGroup): a feature every
member lists decides nothing, a feature that only one language of the group lists is
strong evidence, one that several list is weak. Words a close neighbour outside the group
shares (Czech beside Polish) are left out on purpose, so that a neighbour's text decides
nothing. tests/test_language.py checks each list against wordfreq's most frequent words of
the other members, so that a word listed for one language only is not in fact common in
another (Lithuanian "ne" is as common as Finnish "ne").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import NamedTuple

#: Per member of a group, frequent words the other members (and English) write at most 1/20 as
#: often (scripts/make_common_words.py).
DISTINCTIVE = Path(__file__).parent / "data" / "distinctive_words"

#: Languages the check counts as one (docs/language.md). Codes outside the bench are recognizer partners.
EQUIVALENT: tuple[frozenset[str], ...] = (
    frozenset({"da", "nb", "nn", "no"}),
    frozenset({"hr", "bs", "sr"}),
    frozenset({"id", "ms"}),
    frozenset({"hi", "mr", "ne"}),
)

#: Requests in these languages reject only an answer the recognizer reads as English
#: (settling may still reject a neighbour's answer).
ENGLISH_ONLY_REJECTION: frozenset[str] = frozenset({"et", "lv", "lt", "sl"})

#: Partners the recognizer must know so that it can place their text in a class (docs/language.md).
RECOGNIZER_PARTNERS: tuple[str, ...] = ("nn", "bs", "sr", "ms", "mr")


def language_class(code: str) -> frozenset[str]:
    """The set of codes that count as the same language as `code`."""
    for group in EQUIVALENT:
        if code in group:
            return group
    return frozenset({code})


def same_language(a: str, b: str) -> bool:
    return b in language_class(a)


#: Weight of one occurrence of a feature that only one language of its group lists (a
#: "pair" is a letter sequence such as Croatian "mje")...
STRONG = {"letter": 3, "pair": 2, "word": 2, "ending": 1, "common": 2}
#: ...and of one that several languages of the group list.
WEAK = {"letter": 1, "pair": 1, "word": 1, "ending": 1, "common": 1}


@dataclass(frozen=True)
class Member:
    """One language of a settling group: its letters, function words and endings, as written.

    `letters` holds single letters and letter pairs separated by spaces ("ä ö uo"); an
    ending counts on a word at least two letters longer than the ending.
    """

    code: str
    letters: str
    words: frozenset[str]
    endings: tuple[str, ...] = ()


class Feature(NamedTuple):
    """One thing a text can show: a letter (or pair), a whole word or a word's ending."""

    kind: str  # letter | pair | word | ending | common (a distinctive word, from data)
    value: str


@dataclass(frozen=True)
class SettlingGroup:
    """Languages told apart by their letters, function words and endings before any statistics.

    A feature counts for every member that lists it; features every member lists are
    dropped. Each feature weighs STRONG when the members listing it are all of one
    language class, WEAK otherwise. Between the best member and the best member of
    another class, only features one of them lists and the other does not are compared,
    so shared words cancel out. The tens of thousands of distinctive words from data
    ("common" features) are held as word sets and become a Feature only when a text shows
    one, so that building a group stays cheap (it happens once per process, in every run).
    """

    name: str
    members: tuple[Member, ...]

    @property
    def codes(self) -> frozenset[str]:
        return frozenset(m.code for m in self.members)

    @cached_property
    def features(self) -> dict[str, frozenset[Feature]]:
        """Per member, its features less those that every member lists."""
        own = {
            m.code: frozenset(
                [Feature("letter" if len(x) == 1 else "pair", x) for x in m.letters.split()]
                + [Feature("word", w) for w in m.words]
                + [Feature("ending", e) for e in m.endings]
            )
            for m in self.members
        }
        common = frozenset.intersection(*own.values())
        return {code: fs - common for code, fs in own.items()}

    @cached_property
    def letter_features(self) -> tuple[Feature, ...]:
        """The group's letters and letter pairs."""
        return tuple(f for f in self.weights if f.kind in ("letter", "pair"))

    @cached_property
    def word_features(self) -> dict[str, tuple[Feature, ...]]:
        """The group's declared word features by the word."""
        out: dict[str, tuple[Feature, ...]] = {}
        for f in self.weights:
            if f.kind == "word":
                out[f.value] = (*out.get(f.value, ()), f)
        return out

    @cached_property
    def distinctive(self) -> dict[str, frozenset[str]]:
        """Per member, its distinctive words from data (a word it also declares counts as a
        "word" feature, not twice). No word is distinctive of every member: each is rare in
        the other classes by construction (scripts/make_common_words.py)."""
        return {m.code: _distinctive(m.code) for m in self.members}

    def is_distinctive(self, word: str) -> bool:
        """Whether `word` makes a "common" feature for some member."""
        return any(word in ws for ws in self.distinctive.values()) and bool(self._common(word)[0])

    @cached_property
    def _declared_holders(self) -> dict[Feature, frozenset[str]]:
        return {f: frozenset(c for c, fs in self.features.items() if f in fs) for f in self.weights}

    @cached_property
    def _common_memo(self) -> dict[str, tuple[frozenset[str], int]]:
        return {}

    def _common(self, word: str) -> tuple[frozenset[str], int]:
        """The members holding distinctive `word` (less those declaring it) and its weight,
        worked out on first sight and kept (a run sees a few thousand distinct words)."""
        found = self._common_memo.get(word)
        if found is None:
            holders = frozenset(
                m.code for m in self.members if word in self.distinctive[m.code] and word not in m.words
            )
            weight = (STRONG if len({language_class(c) for c in holders}) == 1 else WEAK)["common"]
            found = self._common_memo[word] = (holders, weight)
        return found

    def holders(self, f: Feature) -> frozenset[str]:
        """The members that list feature `f` (declared, or a distinctive word of their data)."""
        return self._common(f.value)[0] if f.kind == "common" else self._declared_holders[f]

    def weight(self, f: Feature) -> int:
        """The feature's weight, a distinctive word's included (STRONG when one class holds it)."""
        return self._common(f.value)[1] if f.kind == "common" else self.weights[f]

    @cached_property
    def _endings(self) -> tuple[re.Pattern[str], dict[str, Feature]]:
        """The group's endings as one pattern, longest first, and each ending's feature."""
        found = {f.value: f for fs in self.features.values() for f in fs if f.kind == "ending"}
        ordered = sorted(found, key=lambda e: (-len(e), e))
        return re.compile("(?:" + "|".join(f"..{re.escape(e)}" for e in ordered) + ")$"), found

    def ending_of(self, word: str) -> Feature | None:
        """The longest of the group's endings that `word` has (with two letters before it):
        the leftmost place the pattern matches is where the longest ending starts."""
        pattern, found = self._endings
        m = pattern.search(word) if found else None
        return found[m.group(0)[2:]] if m else None

    @cached_property
    def weights(self) -> dict[Feature, int]:
        """Each feature's weight: STRONG when only one language class lists it."""
        by_class: dict[frozenset[str], frozenset[Feature]] = {}
        for code, fs in self.features.items():
            cls = language_class(code)
            by_class[cls] = by_class.get(cls, frozenset()) | fs
        out: dict[Feature, int] = {}
        for cls, fs in by_class.items():
            others = frozenset().union(*(o for c, o in by_class.items() if c != cls))
            for f in fs:
                out[f] = (WEAK if f in others else STRONG)[f.kind]
        return out


@cache
def _distinctive(code: str) -> frozenset[str]:
    path = DISTINCTIVE / f"{code}.txt"
    return frozenset(path.read_text(encoding="utf-8").split()) if path.is_file() else frozenset()


def _words(*texts: str) -> frozenset[str]:
    """Words from space-separated lists (function words, then the calendar: weekdays and months)."""
    return frozenset(w for text in texts for w in text.split())


GROUPS: tuple[SettlingGroup, ...] = (
    SettlingGroup(
        "uk-ru-bg",
        (
            Member(
                "uk",
                "і ї є ґ ь ння",
                _words(
                    "і й та що це як або від про ви вам вас ваш ваша ваше ваші буде будуть є "
                    "немає сьогодні завтра вчора вже ще коли якщо щоб його її їх їм дуже зараз потім "
                    "дякую годині година години годин хвилин хвилини тут там можна можете цей ця ці "
                    "також лише тільки нагадування зустріч погода він вона воно вони ми я ти мені мене "
                    "тебе тобі нам нас йому цього цієї цим яка який яке які чи але проте бо тому де "
                    "навіть під над між через після перед біля без для до на не у в з із зі по за при "
                    "ось так ні теж сам свій свою свої мій моя моє мої твій твоя наш хочу треба "
                    "потрібно маю маєте має мають було була був були бути зробив зробила знайшов "
                    "знайшла додав додала надіслав надіслала ранку вечора тижня року все всі хто "
                    "чому щось нічого може ж то а уже о же те той час от",
                    "понеділок понеділка вівторок вівторка середа середу середи четвер четверга п'ятниця п'ятницю п'ятниці субота суботу суботи неділя неділю неділі січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня",
                ),
            ),
            Member(
                "ru",
                "ы э ё ь ие ия ию ии",
                _words(
                    "и что это как или от вы вас вам ваш ваша ваше ваши будет будут есть нет сегодня "
                    "завтра вчера ещё еще когда если чтобы его её ее очень сейчас потом спасибо часов "
                    "часа минут минуты здесь там можно можете этот эта эти этой этом также только "
                    "напоминание встреча погода он она оно они мы я ты мне меня тебя тебе нам нас ему "
                    "их им который которая которое которые но да нет уже где куда почему кто даже "
                    "под над между через после перед около без для до на не у в с со во к о об из по "
                    "за при вот так тоже сам свой свою свои мой моя моё мои твой наш хочу надо нужно "
                    "был была было были быть нашёл нашла добавил добавила отправил отправила утра "
                    "вечера недели года всё все много ли же бы то а может ничего тут дни час благодаря те",
                    "понедельник понедельника вторник вторника среда среду среды четверг четверга пятница пятницу пятницы суббота субботу субботы воскресенье воскресенья января февраля марта апреля мая июня июля августа сентября октября ноября декабря",
                ),
            ),
            Member(
                "bg",
                "ъ ие ия",
                _words(
                    "и е са да ще се ли ми ги го му ѝ й бихте или това тази този тези които който която "
                    "което от за към със във днес утре вчера часа час има няма ако беше бяха съм сте "
                    "сме ви вашия вашата вашите много сега после благодаря минути тук там може можете "
                    "също само напомняне среща времето до на не в с аз ти той тя то ние вие те че "
                    "но а как какво кога къде защо кой коя кое нещо нищо всичко всички вече още дори "
                    "трябва искате искам имате имам нямате бил била било били след през при между "
                    "около без по ден дни седмица година я години все над нас вас у им под",
                    "понеделник вторник сряда четвъртък петък събота неделя януари февруари март април май юни юли август септември октомври ноември декември",
                ),
            ),
        ),
    ),
    SettlingGroup(
        "es-pt-it",
        (
            Member(
                "es",
                "ñ ¿ ¡ á í ó ú é ll",
                _words(
                    "el la los las y que de en un una es está están por para con no se lo le les su sus "
                    "al del tu te ti ya muy pero como más hoy mañana ayer hay he has ha hemos han son "
                    "soy eres estoy este esta esto ese esa eso aquí allí cuando donde dónde qué cómo "
                    "cuál quién también solo sólo todo todos nada algo puedo puedes puede quieres "
                    "quiere tengo tienes tiene hora horas minutos día días semana vale sí gracias "
                    "favor listo hecho ahora después antes desde hasta entre sobre sin contra mi mis "
                    "yo él ella nosotros usted ustedes nos os voy vas va vamos a o e si fue dos uno",
                    "lunes martes miércoles jueves viernes sábado domingo enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
                ),
            ),
            Member(
                "pt",
                "ã õ ç â ê ô à á í ó ú é nh lh ão",
                _words(
                    "o a os as e que de em um uma é está estão por para com não se lhe lhes seu sua seus "
                    "suas ao à do da dos das no na nos nas você vocês te ti já muito mas como mais hoje "
                    "amanhã ontem há tem tenho temos têm são sou estou este esta isto esse essa isso "
                    "aqui ali quando onde quê qual quem também só tudo todos nada algo posso pode "
                    "queres quer preciso hora horas minutos dia dias semana sim obrigado obrigada "
                    "favor pronto feito agora depois antes desde até entre sobre sem contra meu minha "
                    "meus eu ele ela nós eles elas vou vai vamos foi foram pelo pela num numa si todo sei",
                    "segunda terça quarta quinta sexta sábado domingo janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro feira",
                ),
            ),
            Member(
                "it",
                "è ì ò ù à é ó zz gli ll",
                _words(
                    "il lo la i gli le e che di in un una uno è sono per con non si ci mi ti vi ne suo "
                    "sua suoi tuo tua tuoi al allo alla ai agli alle del dello della dei degli delle "
                    "nel nella nei nelle sul sulla da dal dalla già molto ma come più oggi domani ieri "
                    "ho hai ha abbiamo hanno sei sto stai sta questo questa quello quella qui lì "
                    "quando dove cosa quale chi anche solo tutto tutti niente qualcosa posso puoi può "
                    "vuoi vuole devo ora ore minuti giorno giorni settimana sì grazie fatto adesso "
                    "dopo prima fino tra fra sopra senza contro mio mia miei io lui lei noi voi loro "
                    "vado va andiamo a o se su no te tu",
                    "lunedì martedì mercoledì giovedì venerdì sabato domenica gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
                ),
            ),
        ),
    ),
    SettlingGroup(
        "sl-hr",
        (
            Member(
                "sl",
                "šč",
                _words(
                    "in je da se na v z s za pa so bo bodo boste bomo bom boš tudi še že ni sem smo ste "
                    "sta kot lahko zelo vse kaj kje kdaj kako zakaj ker če ampak vendar kdo ta to tega "
                    "temu tem ti te tisto naš vaš vaše vaša moj jaz on ona mi vi oni jih jim ga mu ji jo "
                    "bil bila bilo bili bile imam imaš ima imamo imate imajo nimam nima nimate danes "
                    "jutri včeraj zdaj sedaj potem prej pozneje kasneje ura uri ure urah minut minute "
                    "dan dni leto let leta teden tedna pri po od do iz čez med nad pod pred proti brez "
                    "okoli skozi ali oziroma saj torej zato tako tam tukaj tu kam doma hvala prosim "
                    "lepo dobro prav res seveda morda mogoče treba moram mora morate želite hočem ki "
                    "kar nekaj nič vsak vsi vsega malo veliko več manj naj vedno nikoli spet zjutraj "
                    "zvečer popoldne dopoldne zaradi medtem dokler sploh sicer vam vas nam nas a le "
                    "sporočilo opomnik sestanek vreme bi o si samo sam razen čeprav vendarle takoj pravzaprav celo polno",
                    "ponedeljek ponedeljka torek torka sreda sredo srede četrtek četrtka petek petka sobota soboto sobote nedelja nedeljo nedelje januar januarja februar februarja marec marca april aprila maj maja junij junija julij julija avgust avgusta september septembra oktober oktobra november novembra december decembra vašo mojo tvojo svojo našo katero eno tisto nekdo nihče nekje štiri dve",
                ),
                ("il", "al", "ij", "ajo", "ejo", "ijo", "ov"),
            ),
            Member(
                "hr",
                "ć đ mje vje tje dje bje sje pje lije vije",
                _words(
                    "i u je da se na za s sa od do iz po o pa što koji koja koje kojeg kojem ali kao će "
                    "ću ćeš ćemo ćete bi bio bila bilo bili sam si smo ste su nije nisu nisam ima nema "
                    "nemam imam imate imaš može mogu možete samo još već sada sad danas sutra jučer "
                    "gdje kada kad kako zašto tko vrlo jako ovaj ova ovo ove ovi taj ta to te ti onaj "
                    "moj tvoj vaš naš njegov njezin svoj mi vi oni one ja on ona sati sat minuta dana "
                    "tjedan tjedna mjesec mjesto vrijeme vremena dvije prije poslije nešto ništa svaki "
                    "svi sve svega više manje bez kroz preko protiv oko jer ako li kod uz prema zbog "
                    "tijekom nakon dok onda uvijek nikad opet ovdje tamo također molim hvala trebate "
                    "treba morate vam vas nam nas a pri dobro malo toga tome obje oba podsjetnik "
                    "sastanak poruka tako ga ni mu pod tu dan zato mora želite želim upravo osim iako ipak odmah možda dakle naravno zapravo baš čak jednom puno",
                    "ponedjeljak ponedjeljka utorak utorka srijeda srijedu srijede četvrtak četvrtka petak petka subota subotu subote nedjelja nedjelju nedjelje siječanj siječnja veljača veljače ožujak ožujka travanj travnja svibanj svibnja lipanj lipnja srpanj srpnja kolovoz kolovoza rujan rujna listopad listopada studeni studenog studenoga prosinac prosinca vašu moju tvoju svoju našu koju ovu jednu netko nitko negdje nigdje četiri jedan jedna jedno godina godine ujutro navečer",
                ),
                ("ao", "io", "eo", "aju"),
            ),
        ),
    ),
    SettlingGroup(
        "sv-da-nb",
        (
            Member(
                "sv",
                "ä ö",
                _words(
                    "i jag är och inte det att en ett som på för med har av om du så till den de kan vi "
                    "men man var ska när nu vad från här mig bara eller han då hur kommer alla vill "
                    "sig vara där får bra finns ha skulle ut min dig hade ju lite mycket upp in gör "
                    "blir mer än år efter göra över detta ni också allt hon måste går även under "
                    "någon något några ingen inget inga vilken vilket vilka sedan redan idag igår "
                    "imorgon morgon klockan tyvärr hittade mellan utan genom hos mot sina sitt hans "
                    "hennes deras era ert er oss dem honom henne väl nej ja tack okej klart lagt "
                    "gjort skickat sparat blev varit fått kunna gick ser sa säger dag dagar timmar "
                    "minuter vecka veckan din ditt dina mitt mina sin helt också",
                    "måndag tisdag onsdag torsdag fredag lördag söndag januari februari mars april maj juni juli augusti september oktober november december",
                ),
            ),
            Member(
                "da",
                "æ ø hv",
                _words(
                    "jeg er og ikke det at en et som på for med har af om du så til den de kan vi men "
                    "man var skal når nu hvad fra her mig bare eller han da hvordan kommer alle vil "
                    "sig være der får godt findes have skulle ud min dig havde jo lidt meget op ind "
                    "gør bliver mere end år efter gøre over dette i også alt hun må går under nogen "
                    "noget nogle ingen intet hvilken hvilket hvilke siden allerede dag morgen klokken "
                    "desværre fandt mellem uden gennem hos mod sine sit hans hendes deres jer os dem "
                    "ham hende vel nej ja tak okay klar lagt gjort sendt gemt blev været fået kunne "
                    "gik ser sagde siger dage timer minutter uge ugen din dit dine mit mine sin helt",
                    "mandag tirsdag onsdag torsdag fredag lørdag søndag januar februar marts april maj juni juli august september oktober november december",
                ),
            ),
            Member(
                "nb",
                "æ ø hv",
                _words(
                    "i jeg er og ikke det at en et som på for med har av om du så til den de kan vi men "
                    "man var skal når nå hva fra her meg bare eller han da hvordan kommer alle vil "
                    "seg være der får bra finnes ha skulle ut min deg hadde jo litt mye opp inn gjør "
                    "blir mer enn år etter gjøre over dette dere også alt hun må går under noen noe "
                    "ingen ingenting hvilken hvilket hvilke siden allerede dag morgen klokka klokken "
                    "dessverre fant mellom uten gjennom hos mot sine sitt hans hennes deres dere oss "
                    "dem ham henne vel nei ja takk ok klar lagt gjort sendt lagret ble vært fått kunne "
                    "gikk ser sa sier dager timer minutter uke uka din ditt dine mitt mine sin helt",
                    "mandag tirsdag onsdag torsdag fredag lørdag søndag januar februar mars april mai juni juli august september oktober november desember",
                ),
            ),
        ),
    ),
    SettlingGroup(
        "lv-lt-pl",
        (
            Member(
                "lv",
                "ā ē ī ū ģ ķ ļ ņ č š ž",
                _words(
                    "un ir ar uz no par kas ka bet vai arī jūs jums jūsu tu tev tevi tavs tava tavu es "
                    "man mani mans mana mēs mums mūsu viņš viņa viņi viņu viņam rīt šodien vakar "
                    "pulksten būs nav bija esmu esat šis šī šo tas tā to tie tās kur kad jo ja lūdzu "
                    "paldies minūtes stundas stundu grādi atgādinājums tikšanās vēl jau tikai ļoti "
                    "tagad pēc pirms līdz pie bez starp pret kopā cik kāpēc kā kurš kura kuru kuri "
                    "kaut nekas viss visi visu var varat varu vajag gribu dienas diena nedēļa gada "
                    "gadā nē jā labi lai tad gan ne pat tik nu te",
                    "pirmdiena pirmdien otrdiena otrdien trešdiena trešdien ceturtdiena ceturtdien piektdiena piektdien sestdiena sestdien svētdiena svētdien janvāris janvārī februāris februārī marts martā aprīlis aprīlī maijs maijā jūnijs jūnijā jūlijs jūlijā augusts augustā septembris septembrī oktobris oktobrī novembris novembrī decembris decembrī",
                ),
                ("iem", "ties", "ums", "umu", "šana", "ām", "t"),
            ),
            Member(
                "lt",
                "ą ę ė į ų ū č š ž y uo",
                _words(
                    "ir yra su į iš ant apie kad bet ar jūs jums jūsų tu tau tave tavo aš man mane mano "
                    "mes mums mūsų jis ji jie jos jo jam jai jų rytoj šiandien vakar valandą valandos "
                    "bus nėra buvo esu esate šis ši šį tai tas ta tą tie kur kai nes jei jeigu prašome "
                    "prašau ačiū minučių minutės valandų laipsnių priminimas susitikimas dėl per iki "
                    "nuo po prie be už tarp pagal kartu kiek kodėl kaip kuris kuri kurį kurie nieko "
                    "viskas visi visą gali galite galiu reikia noriu norite dienos diena savaitė "
                    "savaitės metų ne taip gerai o tad dar jau tik labai dabar pat bei savo kas to "
                    "čia ten vėl nors arba jog tačiau du dvi trys val min kartą kartus",
                    "pirmadienis pirmadienį antradienis antradienį trečiadienis trečiadienį ketvirtadienis ketvirtadienį penktadienis penktadienį šeštadienis šeštadienį sekmadienis sekmadienį sausio vasario kovo balandžio gegužės birželio liepos rugpjūčio rugsėjo spalio lapkričio gruodžio",
                ),
                ("oje", "uje", "ui", "aus", "iai", "ti", "io"),
            ),
            Member(
                "pl",
                "ą ę ć ł ń ó ś ź ż y sz cz rz",
                _words(
                    "w się jest że nie jutro dzisiaj dziś wczoraj godzinie godzina będzie są lub albo "
                    "czy jak gdzie kiedy bo jeśli jeżeli proszę dziękuję przypomnienie spotkanie twój "
                    "twoje twoja pan pani mam masz ma został została zostało przez dla oraz na do z o "
                    "od po przy za u ze we to ten ta te tego tej tym już jeszcze tylko bardzo teraz "
                    "potem też także co który która które nic coś wszystko można trzeba chcesz był "
                    "była było jestem minut godzin dni tak dobrze i a ale mi go mu jej ich nas was "
                    "cię mnie sobie ja on nad no bez tu",
                    "poniedziałek wtorek środa środę czwartek piątek sobota sobotę niedziela niedzielę stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia",
                ),
                ("ego", "ych", "ymi", "ami", "owie"),
            ),
        ),
    ),
    SettlingGroup(
        "et-fi",
        (
            Member(
                "et",
                "õ ü ä ö š ž",
                _words(
                    "ja on ei et kui aga või ka nüüd homme täna eile kell kella sinu teie teil teile "
                    "saad saate olen see selle mis kus sest kas koos umbes minutit tundi kraadi ilm "
                    "meeldetuletus kohtumine palun aitäh oli olid pole juba veel ainult väga kõik "
                    "seda sellest mida mina sina sul mul tal meil neil tuleb saab peab võib pead oled "
                    "olete kuni kuid ning pärast enne ilma jaoks kohe praegu ju siin seal miks kuidas "
                    "mitte midagi keegi tund päeva nädal aasta sõnum ma sa ta me te nad mu su tema "
                    "nende seal siis või vaid jah ei ole see kohta talle mulle sulle sellele mille kelle millal",
                    "esmaspäev esmaspäeval teisipäev teisipäeval kolmapäev kolmapäeval neljapäev neljapäeval reede reedel laupäev laupäeval pühapäev pühapäeval jaanuar jaanuaril veebruar veebruaril märts märtsil aprill aprillil mai mail juuni juunil juuli juulil august augustil september septembril oktoober oktoobril november novembril detsember detsembril",
                ),
                ("b", "d", "g", "st", "lt", "ks", "sse", "ga", "tud", "nud", "mine", "mise", "le", "lik"),
            ),
            Member(
                "fi",
                "ä ö å y uo yö hd",
                _words(
                    "ja on ei se että kun mutta tai vai myös nyt huomenna tänään eilen kello klo sinun "
                    "sinulla sinua sinulle teidän teillä teille voit voitte voin olen olet olemme olette "
                    "ovat oli olivat ollut ole tämä tämän tässä tästä tätä hän ne mitä mikä missä mistä "
                    "miksi miten kuinka koska jos kanssa noin minuuttia tuntia astetta sää muistutus "
                    "tapaaminen kiitos jo vielä vain hyvin todella kaikki sitä siitä siinä sen niin "
                    "sitten jälkeen ennen ilman varten täällä siellä mitään joku jotain päivä viikko "
                    "vuosi viesti minä sinä me te he minun meidän heidän mukaan välillä aikana asti "
                    "kautta yli alle yhdessä hyvä kyllä joo selvä juuri ehkä aina koskaan enää kuin "
                    "joka jotka kuitenkin vaikka olla olisi tulee paljon ihan kohta eli et siis no",
                    "maanantai maanantaina tiistai tiistaina keskiviikko keskiviikkona torstai torstaina perjantai perjantaina lauantai lauantaina sunnuntai sunnuntaina tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta lokakuuta marraskuuta joulukuuta",
                ),
                tuple("ssa ssä sta stä lla llä lta ltä lle ksi aan ään een iin oon uun yyn nen tti tty ttu mme tte vat vät nut nyt ko kö ä aa ee iden jen in en an än un yn llinen".split()),
            ),
        ),
    ),
)


#: Scripts that only one bench language (class) writes in: a text written mostly in one of
#: them is that language, whatever a statistical model makes of the Latin words mixed in.
SCRIPT_LANGUAGE: dict[str, str] = {
    "HANGUL": "ko",
    "HIRAGANA": "ja",
    "KATAKANA": "ja",
    "GREEK": "el",
    "ARABIC": "ar",
    "DEVANAGARI": "hi",
    "CJK": "zh",  # Han without kana; with kana the text is Japanese
}

#: Letters no other bench language uses: this many of them (and this share of all letters)
#: settle the language.
UNIQUE_LETTERS: dict[str, str] = {
    "vi": "ăơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ",
}


#: English function words are never removed as "words of the tool output": the phone answers
#: in an English format ("2 files matching ... most recent first"), and removing its "for",
#: "is" and "the" from an answer would let an English answer hide behind that boilerplate.
#: The tool-output rule is for the names and data an answer copies, which these never are.
ENGLISH_FUNCTION_WORDS: frozenset[str] = frozenset(
    """a about above after again all also am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for
    from further had has have having he her here hers him his how i if in into is it its
    just me more most my no nor not now of off on once only or other our out over own same
    she should so some such than that the their them then there these they this those
    through to too under until up very was we were what when where which while who whom
    why will with would you your yours let know found anything else sure done""".split()
)


def group_of(code: str) -> SettlingGroup | None:
    """The settling group holding `code`, if any."""
    cls = language_class(code)
    return next((g for g in GROUPS if cls & g.codes), None)

"""Answers the shortcut probes give: a generic reply per language, and an English wrapper.

A generic reply says something was done without saying what; a scenario whose answer
checks it satisfies cannot tell a lazy answer from a real one.
"""

from __future__ import annotations

GENERIC: dict[str, str] = {
    "en": "Done, I've taken care of that for you.",
    "da": "Klaret, jeg har ordnet det for dig.",
    "de": "Erledigt, ich habe mich darum gekümmert.",
    "es": "Hecho, ya me he encargado de ello.",
    "fr": "C'est fait, je m'en suis occupé pour vous.",
    "it": "Fatto, me ne sono occupato io.",
    "ja": "完了しました。対応しておきました。",
    "ko": "완료했습니다. 처리해 두었어요.",
    "nl": "Klaar, ik heb het voor je geregeld.",
    "pt": "Feito, já tratei disso para você.",
    "sv": "Klart, jag har ordnat det åt dig.",
    "tr": "Tamam, bu işi senin için hallettim.",
    "vi": "Xong rồi, tôi đã xử lý việc đó cho bạn.",
    "fi": "Valmista, hoidin asian puolestasi.",
    "pl": "Gotowe, zająłem się tym za ciebie.",
    "cs": "Hotovo, postaral jsem se o to za vás.",
    "ru": "Готово, я обо всём позаботился.",
    "uk": "Готово, я про все подбав.",
    "bg": "Готово, погрижих се за това.",
    "hr": "Gotovo, pobrinuo sam se za to.",
    "sl": "Narejeno, za to sem poskrbel.",
    "et": "Valmis, ma hoolitsesin selle eest.",
    "lv": "Gatavs, es par to parūpējos.",
    "lt": "Atlikta, aš tuo pasirūpinau.",
    "el": "Έγινε, το τακτοποίησα για εσάς.",
    "nb": "Ferdig, jeg har ordnet det for deg.",
    "id": "Selesai, sudah saya urus untuk Anda.",
    "hi": "हो गया, मैंने इसका ध्यान रख लिया है।",
    "zh": "好了，我已经帮你处理好了。",
    "ar": "تم، لقد اهتممت بالأمر من أجلك.",
}

#: The English probe carries the strings the answer checks want, quoted as an English answer
#: citing its source would quote them, so that only the language check can fail it.
ENGLISH_WRAPPER = (
    "Here is what I found for you: {strings}. Let me know if there is anything else I should do."
)

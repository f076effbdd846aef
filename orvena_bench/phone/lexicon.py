"""Words with a fixed meaning for the phone's matcher, in every bench language: 'home' and
'here' as a route's start, airport and terminal words, and titles before a person's name.

Declared once here; the matcher (text.py, tokens.py) reads them and docs/phone.md lists them.
"""

from __future__ import annotations

#: What people type as a route's origin to mean where the phone is, per bench language
#: (home, from home, here, from here, my or the current location). Compared folded, whole.
HERE_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("home", "my home", "my place", "from home", "here", "from here", "current location", "my location", "current position"),
    "da": ("hjem", "hjemme", "hjemmefra", "derhjemme", "her", "herfra", "min placering", "nuværende placering"),
    "de": ("zuhause", "zu hause", "von zu hause", "daheim", "von daheim", "heim", "hier", "von hier", "mein standort", "aktueller standort"),
    "es": ("casa", "mi casa", "desde casa", "aquí", "desde aquí", "acá", "mi ubicación", "ubicación actual"),
    "fr": ("maison", "la maison", "chez moi", "de chez moi", "domicile", "ici", "d'ici", "ma position", "position actuelle"),
    "it": ("casa", "da casa", "a casa", "casa mia", "qui", "qua", "da qui", "la mia posizione", "posizione attuale"),
    "ja": ("家", "自宅", "うち", "家から", "自宅から", "ここ", "ここから", "現在地", "現在地から"),
    "ko": ("집", "우리 집", "우리집", "집에서", "여기", "여기서", "여기에서", "현재 위치", "현위치", "내 위치"),
    "nl": ("thuis", "huis", "van huis", "vanaf thuis", "hier", "vanaf hier", "mijn locatie", "huidige locatie"),
    "pt": ("casa", "minha casa", "de casa", "aqui", "daqui", "minha localização", "localização atual"),
    "sv": ("hem", "hemma", "hemifrån", "här", "härifrån", "min plats", "nuvarande plats"),
    "tr": ("ev", "evim", "evden", "burası", "burada", "buradan", "konumum", "mevcut konum"),
    "vi": ("nhà", "ở nhà", "từ nhà", "nhà tôi", "đây", "ở đây", "từ đây", "vị trí hiện tại", "vị trí của tôi"),
    "fi": ("koti", "kotoa", "kotona", "kotiin", "täältä", "tästä", "täällä", "nykyinen sijainti", "sijaintini"),
    "pl": ("dom", "domu", "z domu", "w domu", "tutaj", "stąd", "moja lokalizacja", "obecna lokalizacja"),
    "cs": ("domov", "doma", "z domova", "z domu", "odsud", "odtud", "tady", "zde", "moje poloha", "aktuální poloha"),
    "ru": ("дом", "дома", "из дома", "от дома", "здесь", "отсюда", "тут", "моё местоположение", "текущее местоположение"),
    "uk": ("дім", "дому", "вдома", "з дому", "з дому", "від дому", "тут", "звідси", "моє місцезнаходження", "поточне місцезнаходження"),
    "bg": ("вкъщи", "от вкъщи", "у дома", "дома", "от дома", "тук", "оттук", "моето местоположение", "текущо местоположение"),
    "hr": ("kuća", "od kuće", "kod kuće", "doma", "od doma", "ovdje", "odavde", "moja lokacija", "trenutna lokacija"),
    "sl": ("dom", "doma", "od doma", "od doma", "tukaj", "tu", "od tu", "od tukaj", "moja lokacija", "trenutna lokacija"),
    "et": ("kodu", "kodust", "kodus", "siit", "siin", "minu asukoht", "praegune asukoht"),
    "lv": ("mājas", "no mājām", "mājās", "šeit", "no šejienes", "mana atrašanās vieta", "pašreizējā atrašanās vieta"),
    "lt": ("namai", "namų", "iš namų", "namuose", "čia", "iš čia", "mano vieta", "dabartinė vieta"),
    "el": ("σπίτι", "το σπίτι", "από το σπίτι", "απ' το σπίτι", "εδώ", "από εδώ", "η τοποθεσία μου", "τρέχουσα τοποθεσία"),
    "nb": ("hjem", "hjemme", "hjemmefra", "her", "herfra", "min posisjon", "nåværende posisjon"),
    "id": ("rumah", "dari rumah", "rumah saya", "sini", "dari sini", "di sini", "lokasi saya", "lokasi saat ini"),
    "hi": ("घर", "घर से", "मेरा घर", "यहाँ", "यहां", "यहाँ से", "यहां से", "मेरी लोकेशन", "वर्तमान स्थान"),
    "zh": ("家", "我家", "家里", "家裡", "从家", "從家", "这里", "這裡", "这儿", "当前位置", "目前位置", "我的位置"),
    "ar": ("البيت", "المنزل", "بيتي", "منزلي", "من البيت", "من المنزل", "هنا", "من هنا", "موقعي", "الموقع الحالي"),
}  # fmt: skip

#: Words for 'airport' (folded); each counts as the same word in place names, so
#: 'Malpensa Airport' and 'Aeroporto di Malpensa' agree. Two-word ones are written with '_'.
AIRPORT_WORDS: frozenset[str] = frozenset(
    """airport aeroporto aeropuerto aeroport aeroporti flughafen lufthavn luchthaven
    flygplats havalimani havaalani san_bay lentoasema lentokentta lotnisko letiste letisti
    аэропорт аеропорт летище zracna_luka letalisce lennujaam lidosta oro_uostas αεροδρομιο
    bandara हवाई_अड्डा हवाई_अड्डे एयरपोर्ट مطار المطار zracne_luke zracnoj_luci zracnu_luku
    oro_uosta oro_uoste αερολιμενας αερολιμενα cang_hang_khong""".split()
)

#: Airport names of several words, as tuples of folded words read as one word; the last
#: word may carry an ending ('zračne luke', 'oro uosto').
AIRPORT_PHRASES: tuple[tuple[str, ...], ...] = tuple(
    tuple(w.split("_")) for w in sorted(AIRPORT_WORDS) if "_" in w
)

#: Words for a terminal (folded): 'T1', 'Terminal 1' and 'Terminál 1' are one name.
TERMINAL_WORDS: frozenset[str] = frozenset(
    "terminal terminale terminaali terminalas terminalis terminalo терминал термінал τερματικος टर्मिनल".split()
)

#: Titles and honorifics said before (or, in Korean and Japanese, after) a name; a query
#: word that is one is left out when the query has other words ('Pak Budi' asks for Budi).
TITLES: frozenset[str] = frozenset(
    """mr mrs ms miss dr prof herr frau hr fr fru sr sra srta sig signor signora signorina
    dott dottssa m mme mlle monsieur madame dhr mevr meneer mevrouw sr sra senhor senhora dona
    bay bayan ông bà anh chị em cô chú herra rouva pan pani pane panu paní ing mgr
    господин госпожа г-н г-жа гн пан пані панове gospodin gospođa gosp gđa g gospa ga
    härra proua kungs kundze ponas ponia p κ κος κα κυρια κυριος hr fru pak bu bapak ibu
    mas mbak श्री श्रीमती जी السيد السيدة الأستاذ الدكتور 씨 님 さん 様 先生 老师 先生 女士""".split()
)

#: Possessives before a name or relation word ('my mum', 'mia madre', 'minha mãe'), left out
#: like titles when the query has other words.
POSSESSIVES: frozenset[str] = frozenset(
    """my our min mit mine vores meine mein meinen meinem meiner unsere mi mis mio mia miei mie
    mon ma mes notre mijn onze meu minha meus minhas nosso nossa mitt mina vår vårt benim bizim
    minun meidän mój moja moje mojego mojej moją moim můj moje moji mého mojí моя мой моё мою моей
    моего мій моє мою моїй мого моят моята моето моя moj moja moje mojoj mojem mojega minu meie
    mans mana manu manai mano mūsų μου saya kami मेरा मेरी मेरे हमारा हमारी 내 우리 제 我""".split()
)

#: Words for a station; like airport words, each is one word ('Centraal Station' and
#: 'Amsterdam Centraal' share 'centraal' and the kind).
STATION_WORDS: frozenset[str] = frozenset(
    """station stations bahnhof hauptbahnhof hbf gare stazione estacion estacao dworzec dworca
    nadrazi nadr вокзал станция вокзалу станции asema rautatieasema stacija stotis σταθμος
    kolodvor postaja jaam banegard hovedbanegard istasyon gar ga stasiun स्टेशन محطة""".split()
)

#: Languages whose people are called by the last word of their name, after a title or
#: kinship word ('anh Minh' is Nguyễn Văn Minh, not Trần Thị Minh Anh).
GIVEN_NAME_LAST: frozenset[str] = frozenset({"vi"})

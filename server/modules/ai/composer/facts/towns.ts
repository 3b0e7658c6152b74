// Towns that city-timezones' list (gazetteer.ts) leaves out, where owners of small businesses write
// from: Belgian, Swiss, Austrian, Irish, Dutch, Luxembourgish and British market towns, and the
// English names of a few cities the list knows only in their own language. Names shared with a
// larger town elsewhere (Baden, Emmen, Halle) are left out: the town alone cannot say which; and so
// are towns named as English words are (Bray, Trim, Rye, Settle), which would read a place into a sentence.
export const MORE_TOWNS: Record<string, string[]> = {
  BE: [
    'Leuven', 'Louvain', 'Mechelen', 'Malines', 'Aalst', 'Kortrijk', 'Courtrai', 'Sint-Niklaas', 'Ostend', 'Oostende', 'Ostende', 'Genk', 'Roeselare', 'Tournai', 'Doornik', 'Verviers',
    'Seraing', 'Mouscron', 'Moeskroen', 'Bruges', 'Ghent', 'Antwerp', 'Anvers', 'Wavre', 'Waver', 'Bouillon', 'Durbuy', 'Dinant', 'Ypres', 'Ieper', 'Turnhout', 'Lier', 'Geel', 'Tienen', 'Tirlemont',
    'Nivelles', 'Nijvel', 'Vilvoorde', 'Dendermonde', 'Lokeren', 'Knokke-Heist', 'Knokke', 'Bastogne', 'Eupen', 'Malmedy', 'Ottignies', 'Louvain-la-Neuve', 'Waterloo', 'Arlon', 'Huy', 'Hoei',
    'Binche', 'Herentals', 'Diest', 'Tongeren', 'Tongres', 'Sint-Truiden', 'Saint-Trond', 'Oudenaarde', 'Audenarde', 'Ninove', 'Zottegem', 'Poperinge', 'De Panne', 'Blankenberge',
  ],
  CH: [
    'Winterthur', 'Lucerne', 'St. Gallen', 'St Gallen', 'Sankt Gallen', 'Saint-Gall', 'Bienne', 'Thun', 'Thoune', 'Köniz', 'Uster', 'Yverdon-les-Bains', 'Yverdon', 'Olten', 'Burgdorf', 'Berthoud',
    'Kreuzlingen', 'Rapperswil', 'Rapperswil-Jona', 'Montreux', 'Vevey', 'Nyon', 'Davos', 'Interlaken', 'Locarno', 'Martigny', 'Zermatt', 'Wetzikon', 'Dübendorf', 'Dietikon', 'Wädenswil',
    'Frauenfeld', 'Langenthal', 'Liestal', 'Morges', 'Renens', 'Carouge', 'Bulle', 'Delémont', 'La Chaux-de-Fonds', 'Grenchen', 'Herisau', 'Arbon', 'Wohlen', 'Brugg', 'Lenzburg', 'Sierre', 'Monthey', 'Visp', 'Brig', 'Spiez', 'Einsiedeln', 'Schwyz', 'Altdorf', 'Sarnen', 'Stans', 'Appenzell', 'Glarus', 'Mendrisio', 'Ascona', 'St. Moritz', 'Grindelwald', 'Gstaad',
  ],
  AT: [
    'Villach', 'Wels', 'Sankt Pölten', 'St. Pölten', 'St Pölten', 'Dornbirn', 'Wiener Neustadt', 'Steyr', 'Feldkirch', 'Leonding', 'Klosterneuburg', 'Wolfsberg', 'Leoben', 'Krems', 'Krems an der Donau',
    'Traun', 'Amstetten', 'Lustenau', 'Kapfenberg', 'Mödling', 'Hallein', 'Kufstein', 'Braunau', 'Braunau am Inn', 'Schwechat', 'Spittal an der Drau', 'Saalfelden', 'Bad Ischl', 'Kitzbühel', 'Zell am See',
    'Bludenz', 'Hall in Tirol', 'Schwaz', 'Lienz', 'Gmunden', 'Vöcklabruck', 'Ried im Innkreis', 'Tulln', 'Baden bei Wien', 'Bruck an der Mur', 'Knittelfeld', 'Judenburg', 'Gleisdorf', 'Weiz', 'Feldbach', 'Hartberg', 'Ternitz', 'Stockerau', 'Mistelbach', 'Zwettl', 'Melk', 'St. Johann in Tirol', 'Mayrhofen', 'Sölden', 'Bad Gastein', 'Hallstatt',
  ],
  IE: [
    'Navan', 'Ennis', 'Carlow', 'Newbridge', 'Portlaoise', 'Balbriggan', 'Naas', 'Athlone', 'Mullingar', 'Celbridge', 'Wexford', 'Letterkenny', 'Clonmel', 'Greystones', 'Kinsale',
    'Dingle', 'Tullamore', 'Castlebar', 'Cobh', 'Wicklow', 'Arklow', 'Maynooth', 'Leixlip', 'Malahide', 'Howth', 'Dún Laoghaire', 'Dun Laoghaire', 'Skerries', 'Ashbourne', 'Kells', 'Cavan', 'Monaghan',
    'Longford', 'Roscommon', 'Ballina', 'Westport', 'Clifden', 'Kenmare', 'Bantry', 'Skibbereen', 'Clonakilty', 'Youghal', 'Midleton', 'Mallow', 'Fermoy', 'Dungarvan', 'Tramore', 'Thurles', 'Nenagh', 'Birr', 'Lahinch', 'Donegal', 'Bundoran', 'Carrick-on-Shannon', 'Enniscorthy', 'Gorey', 'New Ross',
  ],
  GB: [
    'Harrogate', 'Ballymena', 'Newry', 'Derry', 'Armagh', 'Enniskillen', 'Whitby', 'Keswick', 'Ambleside', 'Windermere', 'Stornoway', 'Oban', 'Fort William', 'Truro', 'Hexham', 'Alnwick',
    'Skipton', 'Ilkley', 'Otley', 'Hebden Bridge', 'Knaresborough', 'Ripon', 'Malton', 'Thirsk', 'Kendal', 'Ludlow', 'Hay-on-Wye', 'Tenby', 'Aberystwyth', 'Portrush', 'Coleraine', 'Lisburn', 'Bangor',
    'Holmfirth', 'Helmsley', 'Pickering', 'Bakewell', 'Buxton', 'Matlock', 'Stroud', 'Cirencester', 'Frome', 'Glastonbury', 'Totnes', 'Dartmouth', 'Padstow', 'Falmouth', 'Lewes', 'Whitstable', 'Faversham', 'Saffron Walden', 'Aldeburgh', 'Southwold', 'Pitlochry', 'Aviemore', 'Portree', 'Crieff', 'Callander', 'Peebles', 'Melrose', 'Betws-y-Coed', 'Llandudno', 'Conwy', 'Dolgellau', 'Machynlleth',
  ],
  NL: [
    'Amersfoort', 'Apeldoorn', 'Enschede', 'Nijmegen', 'Breda', 'Tilburg', 'Leiden', 'Delft', 'Deventer', 'Alkmaar', 'Hilversum', 'Zaandam', 'Dordrecht', 'Zoetermeer', 'Venlo', 'Den Bosch',
    "'s-Hertogenbosch", 'Gouda', 'Hoorn', 'Helmond', 'Almere', 'Lelystad', 'Roermond', 'Harderwijk', 'Kampen', 'Zutphen', 'Doetinchem', 'Wageningen', 'Veenendaal', 'Zeist', 'Purmerend',
    'Hoofddorp', 'Amstelveen', 'Schiedam', 'Vlaardingen', 'Gorinchem', 'Bergen op Zoom', 'Roosendaal', 'Vlissingen', 'Zierikzee', 'Sneek', 'Heerenveen', 'Drachten', 'Hoogeveen', 'Meppel', 'Hengelo', 'Almelo', 'Oldenzaal', 'Weert', 'Sittard', 'Heerlen', 'Valkenburg', 'Texel', 'Den Helder', 'Edam', 'Volendam', 'Monnickendam', 'Weesp', 'Naarden', 'Bussum', 'Baarn', 'Woerden', 'Culemborg', 'Tiel', 'Zaltbommel', 'Heusden', 'Eindhoven',
  ],
  LU: ['Esch-sur-Alzette', 'Differdange', 'Dudelange', 'Ettelbruck', 'Echternach', 'Vianden', 'Diekirch', 'Wiltz', 'Clervaux', 'Remich', 'Mersch'],
};

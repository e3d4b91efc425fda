/**
 * Small, hand-written reference lists the example tables draw from (by hash, deterministically):
 * world cities with coordinates and their main airport, first and last names in many scripts,
 * product categories, and multilingual phrases.
 */

export interface City {
  city: string;
  country: string;
  countryCode: string;
  region: string;
  latitude: number;
  longitude: number;
  iata: string;
  airport: string;
}

/** [city, country, ISO code, region, latitude, longitude, IATA, airport name] */
const CITY_ROWS: ReadonlyArray<[string, string, string, string, number, number, string, string]> = [
  ['New York', 'United States', 'US', 'North America', 40.7128, -74.006, 'JFK', 'John F. Kennedy International'],
  ['Los Angeles', 'United States', 'US', 'North America', 34.0522, -118.2437, 'LAX', 'Los Angeles International'],
  ['Chicago', 'United States', 'US', 'North America', 41.8781, -87.6298, 'ORD', "O'Hare International"],
  ['San Francisco', 'United States', 'US', 'North America', 37.7749, -122.4194, 'SFO', 'San Francisco International'],
  ['Seattle', 'United States', 'US', 'North America', 47.6062, -122.3321, 'SEA', 'Seattle–Tacoma International'],
  ['Miami', 'United States', 'US', 'North America', 25.7617, -80.1918, 'MIA', 'Miami International'],
  ['Toronto', 'Canada', 'CA', 'North America', 43.6532, -79.3832, 'YYZ', 'Toronto Pearson International'],
  ['Montréal', 'Canada', 'CA', 'North America', 45.5019, -73.5674, 'YUL', 'Montréal–Trudeau International'],
  ['Ciudad de México', 'Mexico', 'MX', 'Latin America', 19.4326, -99.1332, 'MEX', 'Aeropuerto Internacional Benito Juárez'],
  ['São Paulo', 'Brazil', 'BR', 'Latin America', -23.5505, -46.6333, 'GRU', 'Aeroporto Internacional de Guarulhos'],
  ['Rio de Janeiro', 'Brazil', 'BR', 'Latin America', -22.9068, -43.1729, 'GIG', 'Aeroporto Internacional do Galeão'],
  ['Buenos Aires', 'Argentina', 'AR', 'Latin America', -34.6037, -58.3816, 'EZE', 'Aeropuerto Internacional Ezeiza'],
  ['Bogotá', 'Colombia', 'CO', 'Latin America', 4.711, -74.0721, 'BOG', 'Aeropuerto Internacional El Dorado'],
  ['London', 'United Kingdom', 'GB', 'Europe', 51.5074, -0.1278, 'LHR', 'Heathrow'],
  ['Manchester', 'United Kingdom', 'GB', 'Europe', 53.4808, -2.2426, 'MAN', 'Manchester Airport'],
  ['Paris', 'France', 'FR', 'Europe', 48.8566, 2.3522, 'CDG', 'Aéroport Paris-Charles de Gaulle'],
  ['Lyon', 'France', 'FR', 'Europe', 45.764, 4.8357, 'LYS', 'Aéroport Lyon-Saint-Exupéry'],
  ['Berlin', 'Germany', 'DE', 'Europe', 52.52, 13.405, 'BER', 'Flughafen Berlin Brandenburg'],
  ['München', 'Germany', 'DE', 'Europe', 48.1351, 11.582, 'MUC', 'Flughafen München'],
  ['Zürich', 'Switzerland', 'CH', 'Europe', 47.3769, 8.5417, 'ZRH', 'Flughafen Zürich'],
  ['Madrid', 'Spain', 'ES', 'Europe', 40.4168, -3.7038, 'MAD', 'Aeropuerto Adolfo Suárez Madrid-Barajas'],
  ['Barcelona', 'Spain', 'ES', 'Europe', 41.3851, 2.1734, 'BCN', 'Aeropuerto Josep Tarradellas Barcelona-El Prat'],
  ['Roma', 'Italy', 'IT', 'Europe', 41.9028, 12.4964, 'FCO', 'Aeroporto di Roma-Fiumicino'],
  ['Milano', 'Italy', 'IT', 'Europe', 45.4642, 9.19, 'MXP', 'Aeroporto di Milano Malpensa'],
  ['Amsterdam', 'Netherlands', 'NL', 'Europe', 52.3676, 4.9041, 'AMS', 'Luchthaven Schiphol'],
  ['Stockholm', 'Sweden', 'SE', 'Europe', 59.3293, 18.0686, 'ARN', 'Stockholm Arlanda'],
  ['København', 'Denmark', 'DK', 'Europe', 55.6761, 12.5683, 'CPH', 'Københavns Lufthavn'],
  ['Reykjavík', 'Iceland', 'IS', 'Europe', 64.1466, -21.9426, 'KEF', 'Keflavíkurflugvöllur'],
  ['Kraków', 'Poland', 'PL', 'Europe', 50.0647, 19.945, 'KRK', 'Port Lotniczy Kraków-Balice'],
  ['İstanbul', 'Türkiye', 'TR', 'Middle East & Africa', 41.0082, 28.9784, 'IST', 'İstanbul Havalimanı'],
  ['Москва', 'Russia', 'RU', 'Europe', 55.7558, 37.6173, 'SVO', 'Шереметьево'],
  ['Αθήνα', 'Greece', 'GR', 'Europe', 37.9838, 23.7275, 'ATH', 'Διεθνής Αερολιμένας Αθηνών'],
  ['القاهرة', 'Egypt', 'EG', 'Middle East & Africa', 30.0444, 31.2357, 'CAI', 'مطار القاهرة الدولي'],
  ['دبي', 'United Arab Emirates', 'AE', 'Middle East & Africa', 25.2048, 55.2708, 'DXB', 'مطار دبي الدولي'],
  ['תל אביב', 'Israel', 'IL', 'Middle East & Africa', 32.0853, 34.7818, 'TLV', 'נמל התעופה בן גוריון'],
  ['Lagos', 'Nigeria', 'NG', 'Middle East & Africa', 6.5244, 3.3792, 'LOS', 'Murtala Muhammed International'],
  ['Nairobi', 'Kenya', 'KE', 'Middle East & Africa', -1.2921, 36.8219, 'NBO', 'Jomo Kenyatta International'],
  ['Cape Town', 'South Africa', 'ZA', 'Middle East & Africa', -33.9249, 18.4241, 'CPT', 'Cape Town International'],
  ['मुंबई', 'India', 'IN', 'Asia Pacific', 19.076, 72.8777, 'BOM', 'Chhatrapati Shivaji Maharaj International'],
  ['Bengaluru', 'India', 'IN', 'Asia Pacific', 12.9716, 77.5946, 'BLR', 'Kempegowda International'],
  ['Singapore', 'Singapore', 'SG', 'Asia Pacific', 1.3521, 103.8198, 'SIN', 'Singapore Changi'],
  ['กรุงเทพมหานคร', 'Thailand', 'TH', 'Asia Pacific', 13.7563, 100.5018, 'BKK', 'ท่าอากาศยานสุวรรณภูมิ'],
  ['Hà Nội', 'Vietnam', 'VN', 'Asia Pacific', 21.0278, 105.8342, 'HAN', 'Sân bay Quốc tế Nội Bài'],
  ['北京', 'China', 'CN', 'Asia Pacific', 39.9042, 116.4074, 'PEK', '北京首都国际机场'],
  ['上海', 'China', 'CN', 'Asia Pacific', 31.2304, 121.4737, 'PVG', '上海浦东国际机场'],
  ['香港', 'Hong Kong', 'HK', 'Asia Pacific', 22.3193, 114.1694, 'HKG', '香港國際機場'],
  ['東京', 'Japan', 'JP', 'Asia Pacific', 35.6762, 139.6503, 'HND', '東京国際空港'],
  ['大阪', 'Japan', 'JP', 'Asia Pacific', 34.6937, 135.5023, 'KIX', '関西国際空港'],
  ['서울', 'South Korea', 'KR', 'Asia Pacific', 37.5665, 126.978, 'ICN', '인천국제공항'],
  ['Sydney', 'Australia', 'AU', 'Asia Pacific', -33.8688, 151.2093, 'SYD', 'Sydney Kingsford Smith'],
  ['Melbourne', 'Australia', 'AU', 'Asia Pacific', -37.8136, 144.9631, 'MEL', 'Melbourne Airport'],
  ['Auckland', 'New Zealand', 'NZ', 'Asia Pacific', -36.8485, 174.7633, 'AKL', 'Auckland Airport'],
];

export const CITIES: readonly City[] = CITY_ROWS.map(
  ([city, country, countryCode, region, latitude, longitude, iata, airport]) => ({
    city,
    country,
    countryCode,
    region,
    latitude,
    longitude,
    iata,
    airport,
  }),
);

export const FIRST_NAMES: readonly string[] = [
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'José', 'María', 'Zoë', 'Chloé', 'François', 'Amélie', 'Søren', 'Ingrid', 'Björn', 'Åsa',
  'Łukasz', 'Małgorzata', 'Jürgen', 'Jörg', 'Núria', 'João', 'Ana', 'Luís', 'Siobhán', 'Seán',
  'Dmitri', 'Анна', 'Иван', 'Ольга', 'Νίκος', 'Ελένη', 'محمد', 'فاطمة', 'יוסף', 'נועה',
  'Ayşe', 'Mehmet', 'Priya', 'राहुल', 'Aarav', 'Wei', '伟', '芳', 'Hiroshi', 'さくら',
  '陽翔', 'Min-jun', '지민', 'Nguyễn', 'Somchai', 'Kwame', 'Amara', 'Chidi', 'Oluwaseun', 'Thandiwe',
];

export const LAST_NAMES: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Martínez', 'López',
  'González', 'Pérez', 'Müller', 'Schäfer', 'Groß', 'Dubois', 'Lefèvre', 'Nørgaard', 'Åberg', 'Öztürk',
  'Kowalczyk', 'Wiśniewski', 'Novák', 'Dvořák', 'O’Brien', 'Ó Súilleabháin', 'Rossi', 'Esposito', 'Silva', 'Gonçalves',
  'Иванов', 'Смирнова', 'Παπαδόπουλος', 'الحسن', 'כהן', 'Yılmaz', 'Sharma', 'पटेल', 'Wang', '李',
  '张', '田中', '佐藤', 'Kim', '박', 'Trần', 'Phạm', 'Okafor', 'Mensah', 'Ndlovu',
];

/** [category, subcategory, noun used in product names, typical price] */
export const PRODUCT_KINDS: ReadonlyArray<[string, string, string, number]> = [
  ['Electronics', 'Phones', 'Phone', 699],
  ['Electronics', 'Laptops', 'Laptop', 1299],
  ['Electronics', 'Headphones', 'Headphones', 149],
  ['Electronics', 'Cameras', 'Camera', 849],
  ['Electronics', 'Accessories', 'Charger', 29],
  ['Home & Kitchen', 'Cookware', 'Pan', 59],
  ['Home & Kitchen', 'Appliances', 'Blender', 119],
  ['Home & Kitchen', 'Furniture', 'Chair', 249],
  ['Home & Kitchen', 'Décor', 'Lamp', 79],
  ['Clothing', 'Shoes', 'Sneakers', 109],
  ['Clothing', 'Outerwear', 'Jacket', 189],
  ['Clothing', 'Tops', 'T-Shirt', 25],
  ['Clothing', 'Accessories', 'Scarf', 35],
  ['Sports & Outdoors', 'Cycling', 'Bike Helmet', 89],
  ['Sports & Outdoors', 'Camping', 'Tent', 299],
  ['Sports & Outdoors', 'Fitness', 'Yoga Mat', 39],
  ['Books', 'Fiction', 'Novel', 18],
  ['Books', 'Non-fiction', 'Guide', 24],
  ['Books', 'Children', 'Picture Book', 14],
  ['Grocery', 'Coffee & Tea', 'Coffee Beans', 16],
  ['Grocery', 'Snacks', 'Chocolate', 6],
  ['Toys & Games', 'Board Games', 'Board Game', 45],
  ['Toys & Games', 'Building Sets', 'Building Set', 69],
  ['Beauty', 'Skincare', 'Moisturiser', 32],
  ['Beauty', 'Fragrance', 'Eau de Parfum', 95],
];

export const PRODUCT_ADJECTIVES: readonly string[] = [
  'Classic', 'Pro', 'Ultra', 'Eco', 'Compact', 'Deluxe', 'Essential', 'Premium', 'Smart', 'Urban',
  'Nordic', 'Café', 'Zen', 'Tōkyō', 'Señor', 'Crème', 'Über', 'Vintage', 'Aero', 'Flex',
];

/** [language, script direction, phrase] for main.unicode_test. */
export const PHRASES: ReadonlyArray<[string, 'ltr' | 'rtl', string]> = [
  ['English', 'ltr', 'The quick brown fox jumps over the lazy dog'],
  ['Bulgarian', 'ltr', 'Под южно дърво, цъфтящо в синьо, бягаше малко пухкаво зайче.'],
  ['Czech', 'ltr', 'Příliš žluťoučký kůň úpěl ďábelské ódy.'],
  ['Chinese (Traditional)', 'ltr', '視野無限廣，窗外有藍天'],
  ['Chinese (Simplified)', 'ltr', '我能吞下玻璃而不伤身体。'],
  ['Japanese', 'ltr', 'いろはにほへと ちりぬるを わかよたれそ つねならむ'],
  ['Korean', 'ltr', '다람쥐 헌 쳇바퀴에 타고파'],
  ['Arabic', 'rtl', 'نص حكيم له سر قاطع وذو شأن عظيم مكتوب على ثوب أخضر ومغلف بجلد أزرق'],
  ['Hebrew', 'rtl', 'דג סקרן שט בים מאוכזב ולפתע מצא חברה'],
  ['Persian', 'rtl', 'به جز این که همه چیز خوب است'],
  ['Greek', 'ltr', 'Ξεσκεπάζω την ψυχοφθόρα βδελυγμία'],
  ['Russian', 'ltr', 'Съешь же ещё этих мягких французских булок, да выпей чаю'],
  ['German', 'ltr', 'Falsches Üben von Xylophonmusik quält jeden größeren Zwerg'],
  ['French', 'ltr', 'Portez ce vieux whisky au juge blond qui fume'],
  ['Spanish', 'ltr', 'El pingüino Wenceslao hizo kilómetros bajo exhaustiva lluvia y frío'],
  ['Portuguese', 'ltr', 'À noite, vovô Kowalsky vê o ímã cair no pé do pinguim queixoso'],
  ['Polish', 'ltr', 'Pchnąć w tę łódź jeża lub ośm skrzyń fig'],
  ['Turkish', 'ltr', 'Pijamalı hasta yağız şoföre çabucak güvendi'],
  ['Icelandic', 'ltr', 'Kæmi ný öxi hér, ykist þjófum nú bæði víl og ádrepa'],
  ['Vietnamese', 'ltr', 'Tôi có thể ăn thủy tinh mà không hại gì'],
  ['Thai', 'ltr', 'เป็นมนุษย์สุดประเสริฐเลิศคุณค่า'],
  ['Hindi', 'ltr', 'ऋषियों को सताने वाले दुष्ट राक्षसों के राजा रावण का सर्वनाश करने वाले विष्णुवतार भगवान श्रीराम'],
  ['Georgian', 'ltr', 'სწრაფი ყავისფერი მელა ახტება ზარმაც ძაღლს'],
  ['Armenian', 'ltr', 'Կրնամ ապակի ուտել և ինծի անհանգիստ չըներ'],
  ['Emoji', 'ltr', '🚀 Launch day! 🎉🥳 Thanks team 🙌 — ❤️ from 🇧🇷🇯🇵🇿🇦'],
  ['Emoji (ZWJ)', 'ltr', '👩‍💻👨‍👩‍👧‍👦🏳️‍🌈 family & flags'],
  ['Mathematics', 'ltr', '∀x ∈ ℝ: x² ≥ 0 ∧ ∑ᵢ 1/2ⁱ = 1'],
  ['Mixed direction', 'rtl', 'Order #42 — שלום עולם (hello world) — مرحبا'],
  ['Combining marks', 'ltr', 'Ame\u0301lie Zoe\u0308 — decomposed accents'],
  ['Whitespace', 'ltr', 'tab\there, non\u00a0breaking, zero\u200bwidth'],
];

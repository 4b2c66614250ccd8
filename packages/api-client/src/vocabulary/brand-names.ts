// Spec §3 names only the range (brands 1–128 plus other); the names below are the list the product
// shows for those codes (docs/decisions/0025). Brand names are proper nouns: shown as they are in
// every language, so they are plain strings, not catalogue messages.

/** Vehicle brand names, index = code − 1 (code 0 is "other brand", translated). */
export const VEHICLE_BRAND_NAMES = [
  "Toyota", "Volkswagen", "Honda", "Nissan", "Ford", "Chevrolet", "Hyundai", "Kia",
  "BMW", "Mercedes-Benz", "Audi", "Lexus", "Mazda", "Subaru", "Mitsubishi", "Suzuki",
  "Peugeot", "Renault", "Citroën", "Fiat", "Opel", "Škoda", "SEAT", "Volvo",
  "Land Rover", "Jaguar", "Porsche", "Tesla", "Jeep", "Dodge", "Chrysler", "Ram",
  "GMC", "Cadillac", "Buick", "Lincoln", "Acura", "Infiniti", "Genesis", "Mini",
  "Smart", "Alfa Romeo", "Maserati", "Ferrari", "Lamborghini", "Bentley", "Rolls-Royce", "Aston Martin",
  "McLaren", "Bugatti", "Lotus", "Dacia", "Lada", "Tata", "Mahindra", "Maruti Suzuki",
  "Proton", "Perodua", "BYD", "Geely", "Great Wall", "Haval", "Chery", "Changan",
  "GAC", "SAIC", "MG", "Roewe", "Dongfeng", "FAW", "Hongqi", "Jetour",
  "NIO", "XPeng", "Li Auto", "Zeekr", "Lynk & Co", "Wuling", "Baojun", "JAC",
  "BAIC", "Brilliance", "Hozon Neta", "Leapmotor", "Aito", "Voyah", "Tank", "Ora",
  "Polestar", "Lucid", "Rivian", "Fisker", "Isuzu", "Daihatsu", "SsangYong", "Iveco",
  "Scania", "MAN", "DAF", "Kenworth", "Peterbilt", "Freightliner", "Mack", "International",
  "Hino", "Fuso", "UD Trucks", "Yutong", "King Long", "Higer", "Golden Dragon", "Zhongtong",
  "Foton", "Sinotruk", "Shacman", "JMC", "Cupra", "DS", "Abarth", "Lancia",
  "Holden", "Pontiac", "Saturn", "Hummer", "Saab", "Datsun", "Ravon", "Vauxhall",
] as const;

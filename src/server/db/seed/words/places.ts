/** Polish cities and streets (lockers and addresses). */

/** Polish cities with coordinates (for lockers). */
export const CITIES: { name: string; lat: number; lng: number; postPrefix: string }[] = [
  { name: "Warszawa", lat: 52.2297, lng: 21.0122, postPrefix: "00" },
  { name: "Kraków", lat: 50.0647, lng: 19.945, postPrefix: "30" },
  { name: "Łódź", lat: 51.7592, lng: 19.456, postPrefix: "90" },
  { name: "Wrocław", lat: 51.1079, lng: 17.0385, postPrefix: "50" },
  { name: "Poznań", lat: 52.4064, lng: 16.9252, postPrefix: "60" },
  { name: "Gdańsk", lat: 54.352, lng: 18.6466, postPrefix: "80" },
  { name: "Szczecin", lat: 53.4285, lng: 14.5528, postPrefix: "70" },
  { name: "Bydgoszcz", lat: 53.1235, lng: 18.0084, postPrefix: "85" },
  { name: "Lublin", lat: 51.2465, lng: 22.5684, postPrefix: "20" },
  { name: "Białystok", lat: 53.1325, lng: 23.1688, postPrefix: "15" },
  { name: "Katowice", lat: 50.2649, lng: 19.0238, postPrefix: "40" },
  { name: "Rzeszów", lat: 50.0412, lng: 21.9991, postPrefix: "35" },
];

export const STREETS = [
  "Marszałkowska",
  "Długa",
  "Piotrkowska",
  "Świętojańska",
  "Mickiewicza",
  "Słowackiego",
  "Kościuszki",
  "Grunwaldzka",
  "Jana Pawła II",
  "Polna",
  "Ogrodowa",
  "Lipowa",
];

/**
 * Seed countries with their operators and a simple flag drawing. `factor` scales the
 * services' base prices (percent); `flag` is drawn by commerce-icons.ts into
 * public/icons/flags/{iso}.svg: stripes plus at most one emblem, simple but recognisable.
 */
export type FlagEmblem =
  | { kind: 'circle'; color: string }
  | { kind: 'canton'; color: string }
  | { kind: 'cross'; color: string; border?: string }
  | { kind: 'nordic'; color: string; border?: string };

export interface SeedCountry {
  iso: string;
  name: string;
  phoneCode: string;
  /** Digits after the calling code of a local mobile number. */
  digits: number;
  factor: number;
  operators: string[];
  flag: { dir: 'h' | 'v'; stripes: string[]; emblem?: FlagEmblem };
}

const RED = '#D52B1E';
const WHITE = '#FFFFFF';
const BLUE = '#0039A6';
const GREEN = '#009246';
const YELLOW = '#FCD116';

export const seedCountries: SeedCountry[] = [
  {
    iso: 'us',
    name: 'United States',
    phoneCode: '+1',
    digits: 10,
    factor: 140,
    operators: ['T-Mobile', 'Verizon', 'AT&T'],
    flag: {
      dir: 'h',
      stripes: [RED, WHITE, RED, WHITE, RED, WHITE, RED],
      emblem: { kind: 'canton', color: '#3C3B6E' },
    },
  },
  {
    iso: 'gb',
    name: 'United Kingdom',
    phoneCode: '+44',
    digits: 10,
    factor: 130,
    operators: ['EE', 'Vodafone', 'O2'],
    flag: { dir: 'h', stripes: ['#012169'], emblem: { kind: 'cross', color: '#C8102E', border: WHITE } },
  },
  {
    iso: 'ru',
    name: 'Russia',
    phoneCode: '+7',
    digits: 10,
    factor: 60,
    operators: ['MTS', 'Beeline', 'MegaFon', 'Tele2'],
    flag: { dir: 'h', stripes: [WHITE, BLUE, RED] },
  },
  {
    iso: 'ua',
    name: 'Ukraine',
    phoneCode: '+380',
    digits: 9,
    factor: 70,
    operators: ['Kyivstar', 'Vodafone UA', 'lifecell'],
    flag: { dir: 'h', stripes: ['#0057B7', '#FFD700'] },
  },
  {
    iso: 'kz',
    name: 'Kazakhstan',
    phoneCode: '+7',
    digits: 10,
    factor: 55,
    operators: ['Kcell', 'Beeline KZ', 'Tele2 KZ'],
    flag: { dir: 'h', stripes: ['#00AFCA'], emblem: { kind: 'circle', color: '#FEC50C' } },
  },
  {
    iso: 'de',
    name: 'Germany',
    phoneCode: '+49',
    digits: 11,
    factor: 135,
    operators: ['Telekom', 'Vodafone DE', 'O2 DE'],
    flag: { dir: 'h', stripes: ['#000000', '#DD0000', '#FFCE00'] },
  },
  {
    iso: 'fr',
    name: 'France',
    phoneCode: '+33',
    digits: 9,
    factor: 125,
    operators: ['Orange', 'SFR', 'Bouygues', 'Free'],
    flag: { dir: 'v', stripes: ['#0055A4', WHITE, '#EF4135'] },
  },
  {
    iso: 'es',
    name: 'Spain',
    phoneCode: '+34',
    digits: 9,
    factor: 115,
    operators: ['Movistar', 'Orange ES', 'Vodafone ES'],
    flag: { dir: 'h', stripes: ['#AA151B', '#F1BF00', '#F1BF00', '#AA151B'] },
  },
  {
    iso: 'it',
    name: 'Italy',
    phoneCode: '+39',
    digits: 10,
    factor: 115,
    operators: ['TIM', 'Vodafone IT', 'WindTre'],
    flag: { dir: 'v', stripes: [GREEN, WHITE, '#CE2B37'] },
  },
  {
    iso: 'nl',
    name: 'Netherlands',
    phoneCode: '+31',
    digits: 9,
    factor: 120,
    operators: ['KPN', 'Vodafone NL', 'Odido'],
    flag: { dir: 'h', stripes: ['#AE1C28', WHITE, '#21468B'] },
  },
  {
    iso: 'pl',
    name: 'Poland',
    phoneCode: '+48',
    digits: 9,
    factor: 90,
    operators: ['Orange PL', 'Play', 'Plus'],
    flag: { dir: 'h', stripes: [WHITE, '#DC143C'] },
  },
  {
    iso: 'pt',
    name: 'Portugal',
    phoneCode: '+351',
    digits: 9,
    factor: 100,
    operators: ['MEO', 'NOS', 'Vodafone PT'],
    flag: {
      dir: 'v',
      stripes: ['#006600', '#006600', '#FF0000', '#FF0000', '#FF0000'],
      emblem: { kind: 'circle', color: YELLOW },
    },
  },
  {
    iso: 'br',
    name: 'Brazil',
    phoneCode: '+55',
    digits: 11,
    factor: 75,
    operators: ['Vivo', 'Claro BR', 'TIM BR'],
    flag: { dir: 'h', stripes: ['#009C3B'], emblem: { kind: 'circle', color: '#002776' } },
  },
  {
    iso: 'mx',
    name: 'Mexico',
    phoneCode: '+52',
    digits: 10,
    factor: 80,
    operators: ['Telcel', 'AT&T MX', 'Movistar MX'],
    flag: { dir: 'v', stripes: ['#006847', WHITE, '#CE1126'] },
  },
  {
    iso: 'ca',
    name: 'Canada',
    phoneCode: '+1',
    digits: 10,
    factor: 135,
    operators: ['Rogers', 'Bell', 'Telus'],
    flag: { dir: 'v', stripes: [RED, WHITE, WHITE, RED], emblem: { kind: 'circle', color: RED } },
  },
  {
    iso: 'in',
    name: 'India',
    phoneCode: '+91',
    digits: 10,
    factor: 50,
    operators: ['Jio', 'Airtel', 'Vi'],
    flag: { dir: 'h', stripes: ['#FF9933', WHITE, '#138808'], emblem: { kind: 'circle', color: '#000080' } },
  },
  {
    iso: 'id',
    name: 'Indonesia',
    phoneCode: '+62',
    digits: 10,
    factor: 45,
    operators: ['Telkomsel', 'Indosat', 'XL Axiata'],
    flag: { dir: 'h', stripes: ['#FF0000', WHITE] },
  },
  {
    iso: 'ph',
    name: 'Philippines',
    phoneCode: '+63',
    digits: 10,
    factor: 50,
    operators: ['Globe', 'Smart', 'DITO'],
    flag: { dir: 'h', stripes: ['#0038A8', '#CE1126'], emblem: { kind: 'circle', color: YELLOW } },
  },
  {
    iso: 'vn',
    name: 'Vietnam',
    phoneCode: '+84',
    digits: 9,
    factor: 45,
    operators: ['Viettel', 'Vinaphone', 'MobiFone'],
    flag: { dir: 'h', stripes: ['#DA251D'], emblem: { kind: 'circle', color: '#FFFF00' } },
  },
  {
    iso: 'th',
    name: 'Thailand',
    phoneCode: '+66',
    digits: 9,
    factor: 55,
    operators: ['AIS', 'True', 'dtac'],
    flag: { dir: 'h', stripes: ['#A51931', WHITE, '#2D2A4A', '#2D2A4A', WHITE, '#A51931'] },
  },
  {
    iso: 'my',
    name: 'Malaysia',
    phoneCode: '+60',
    digits: 9,
    factor: 60,
    operators: ['Maxis', 'CelcomDigi', 'U Mobile'],
    flag: {
      dir: 'h',
      stripes: ['#CC0001', WHITE, '#CC0001', WHITE, '#CC0001', WHITE, '#CC0001'],
      emblem: { kind: 'canton', color: '#010066' },
    },
  },
  {
    iso: 'tr',
    name: 'Turkey',
    phoneCode: '+90',
    digits: 10,
    factor: 70,
    operators: ['Turkcell', 'Vodafone TR', 'Türk Telekom'],
    flag: { dir: 'h', stripes: ['#E30A17'], emblem: { kind: 'circle', color: WHITE } },
  },
  {
    iso: 'ee',
    name: 'Estonia',
    phoneCode: '+372',
    digits: 8,
    factor: 95,
    operators: ['Telia EE', 'Elisa', 'Tele2 EE'],
    flag: { dir: 'h', stripes: ['#0072CE', '#000000', WHITE] },
  },
  {
    iso: 'lt',
    name: 'Lithuania',
    phoneCode: '+370',
    digits: 8,
    factor: 90,
    operators: ['Telia LT', 'Bitė', 'Tele2 LT'],
    flag: { dir: 'h', stripes: ['#FDB913', '#006A44', '#C1272D'] },
  },
  {
    iso: 'lv',
    name: 'Latvia',
    phoneCode: '+371',
    digits: 8,
    factor: 90,
    operators: ['LMT', 'Tele2 LV', 'Bite LV'],
    flag: { dir: 'h', stripes: ['#9E3039', '#9E3039', WHITE, '#9E3039', '#9E3039'] },
  },
  {
    iso: 'se',
    name: 'Sweden',
    phoneCode: '+46',
    digits: 9,
    factor: 125,
    operators: ['Telia SE', 'Tele2 SE', 'Telenor SE'],
    flag: { dir: 'h', stripes: ['#006AA7'], emblem: { kind: 'nordic', color: '#FECC00' } },
  },
  {
    iso: 'fi',
    name: 'Finland',
    phoneCode: '+358',
    digits: 9,
    factor: 120,
    operators: ['Elisa FI', 'Telia FI', 'DNA'],
    flag: { dir: 'h', stripes: [WHITE], emblem: { kind: 'nordic', color: '#002F6C' } },
  },
  {
    iso: 'ng',
    name: 'Nigeria',
    phoneCode: '+234',
    digits: 10,
    factor: 45,
    operators: ['MTN', 'Glo', 'Airtel NG'],
    flag: { dir: 'v', stripes: ['#008751', WHITE, '#008751'] },
  },
  {
    iso: 'co',
    name: 'Colombia',
    phoneCode: '+57',
    digits: 10,
    factor: 65,
    operators: ['Claro CO', 'Movistar CO', 'Tigo'],
    flag: { dir: 'h', stripes: ['#FCD116', '#FCD116', '#003893', '#CE1126'] },
  },
  {
    iso: 'ar',
    name: 'Argentina',
    phoneCode: '+54',
    digits: 10,
    factor: 65,
    operators: ['Personal', 'Claro AR', 'Movistar AR'],
    flag: { dir: 'h', stripes: ['#74ACDF', WHITE, '#74ACDF'], emblem: { kind: 'circle', color: '#F6B40E' } },
  },
];

/** Where the sample cards' services and the cheapest offers are: shown first under "popular". */
export const popularCountries = ['us', 'gb', 'ru', 'ua', 'kz', 'de', 'fr', 'in', 'id', 'br'];

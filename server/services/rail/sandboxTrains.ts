/**
 * The sandbox railway's timetable and tickets (docs/sandbox-rail.md). Times are minutes after the train leaves
 * its first station; halts and distances follow the real trains of these numbers.
 */
import type { BookingStatus } from '@/domain/rail';

export interface TimetableStop {
  code: string;
  name: string;
  /** Minutes after the start; null at the first station. */
  arrive: number | null;
  /** Minutes after the start; null at the last station. */
  depart: number | null;
  distanceKm: number;
}

export interface SandboxTrain {
  trainNo: string;
  name: string;
  stops: readonly TimetableStop[];
}

const stop = (code: string, name: string, arrive: number | null, depart: number | null, distanceKm: number): TimetableStop => ({
  code,
  name,
  arrive,
  depart,
  distanceKm,
});

export const SANDBOX_TRAINS: readonly SandboxTrain[] = [
  {
    trainNo: '12007',
    name: 'Chennai Central - Mysuru Shatabdi Express',
    stops: [
      stop('MAS', 'MGR Chennai Central', null, 0, 0),
      stop('KPD', 'Katpadi Junction', 83, 85, 130),
      stop('JTJ', 'Jolarpettai Junction', 158, 160, 214),
      stop('BNC', 'Bengaluru Cantonment', 265, 267, 352),
      stop('SBC', 'KSR Bengaluru', 290, 300, 362),
      stop('MYS', 'Mysuru Junction', 420, null, 500),
    ],
  },
  {
    trainNo: '12123',
    name: 'Deccan Queen',
    stops: [
      stop('CSMT', 'Mumbai CSMT', null, 0, 0),
      stop('DR', 'Dadar', 12, 14, 9),
      stop('TNA', 'Thane', 33, 35, 34),
      stop('KYN', 'Kalyan Junction', 50, 52, 54),
      stop('LNL', 'Lonavala', 135, 137, 128),
      stop('SVJR', 'Shivajinagar', 183, 185, 189),
      stop('PUNE', 'Pune Junction', 195, null, 192),
    ],
  },
  {
    trainNo: '12951',
    name: 'Mumbai Central - New Delhi Rajdhani Express',
    stops: [
      stop('MMCT', 'Mumbai Central', null, 0, 0),
      stop('BVI', 'Borivali', 27, 29, 30),
      stop('ST', 'Surat', 173, 178, 263),
      stop('BRC', 'Vadodara Junction', 262, 267, 392),
      stop('RTM', 'Ratlam Junction', 445, 448, 652),
      stop('KOTA', 'Kota Junction', 637, 642, 919),
      stop('NDLS', 'New Delhi', 930, null, 1386),
    ],
  },
  {
    trainNo: '12301',
    name: 'Howrah - New Delhi Rajdhani Express',
    stops: [
      stop('HWH', 'Howrah Junction', null, 0, 0),
      stop('DHN', 'Dhanbad Junction', 205, 210, 259),
      stop('GAYA', 'Gaya Junction', 335, 338, 458),
      stop('DDU', 'Pt. Deen Dayal Upadhyaya Junction', 515, 525, 661),
      stop('PRYJ', 'Prayagraj Junction', 640, 642, 814),
      stop('CNB', 'Kanpur Central', 830, 835, 1008),
      stop('NDLS', 'New Delhi', 1045, null, 1447),
    ],
  },
];

/** A ticket the sandbox knows: its train, seat, where the passenger travels, and where the train is. */
export interface SandboxTicket {
  pnr: string;
  trainNo: string;
  boarding: string;
  destination: string;
  /** Both null while waitlisted. */
  coach: string | null;
  berth: number | null;
  bookingStatus: BookingStatus;
  /** How long before the first lookup the train left its first station (the journey is fixed from then on). */
  startedMinutesAgo: number;
  /** How late the train runs after its first station. */
  delayMinutes: number;
  /** A ticket cancelled by the passenger, or one whose train's chart is not out yet (its seat is not final). */
  state: 'booked' | 'cancelled' | 'notCharted';
}

const ticket = (pnr: string, trainNo: string, journey: Omit<SandboxTicket, 'pnr' | 'trainNo'>): SandboxTicket => ({
  pnr,
  trainNo,
  ...journey,
});

const BOOKED = { state: 'booked', delayMinutes: 0 } as const;

export const SANDBOX_TICKETS: readonly SandboxTicket[] = [
  ticket('4512345670', '12007', {
    ...BOOKED,
    boarding: 'MAS',
    destination: 'MYS',
    coach: 'C3',
    berth: 45,
    bookingStatus: 'CNF',
    startedMinutesAgo: 20,
  }),
  ticket('4512345671', '12007', {
    ...BOOKED,
    boarding: 'MAS',
    destination: 'MYS',
    coach: 'E1',
    berth: 12,
    bookingStatus: 'RAC',
    startedMinutesAgo: 200,
    delayMinutes: 25,
  }),
  ticket('2345678901', '12123', {
    ...BOOKED,
    boarding: 'CSMT',
    destination: 'PUNE',
    coach: 'C2',
    berth: 34,
    bookingStatus: 'CNF',
    startedMinutesAgo: 5,
  }),
  ticket('8765432109', '12951', {
    ...BOOKED,
    boarding: 'MMCT',
    destination: 'NDLS',
    coach: 'B2',
    berth: 34,
    bookingStatus: 'CNF',
    startedMinutesAgo: 560,
  }),
  ticket('8765432110', '12951', {
    ...BOOKED,
    boarding: 'BRC',
    destination: 'NDLS',
    coach: null,
    berth: null,
    bookingStatus: 'WL',
    startedMinutesAgo: 300,
  }),
  ticket('6543210987', '12301', {
    ...BOOKED,
    boarding: 'HWH',
    destination: 'NDLS',
    coach: 'A1',
    berth: 12,
    bookingStatus: 'CNF',
    startedMinutesAgo: 760,
    delayMinutes: 45,
  }),
  ticket('1111122222', '12951', {
    state: 'cancelled',
    delayMinutes: 0,
    boarding: 'MMCT',
    destination: 'NDLS',
    coach: 'B1',
    berth: 7,
    bookingStatus: 'CNF',
    startedMinutesAgo: 60,
  }),
  ticket('3333344444', '12301', {
    state: 'notCharted',
    delayMinutes: 0,
    boarding: 'HWH',
    destination: 'NDLS',
    coach: 'B3',
    berth: 21,
    bookingStatus: 'CNF',
    startedMinutesAgo: -2880,
  }),
];

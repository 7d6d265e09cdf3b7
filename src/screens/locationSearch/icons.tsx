/** Small line icons of the location search; decorative, so hidden from assistive technology. */
import type { JSX } from 'react';
import type { AddressLabel } from '@/domain/address';

const common = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function SearchIcon() {
  return (
    <svg {...common}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}

export function CrosshairIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="6.5" />
      <circle cx="12" cy="12" r="2.2" fill="currentColor" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
    </svg>
  );
}

export function PinIcon() {
  return (
    <svg {...common}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.3" />
    </svg>
  );
}

export function StoreIcon() {
  return (
    <svg {...common}>
      <path d="M4 10v10h16V10" />
      <path d="M3 10 5 4h14l2 6a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0Z" />
      <path d="M10 20v-5h4v5" />
    </svg>
  );
}

export function ClockIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  );
}

export function ClearIcon() {
  return (
    <svg {...common} width={18} height={18}>
      <path d="m7 7 10 10M17 7 7 17" />
    </svg>
  );
}

function HomeIcon() {
  return (
    <svg {...common}>
      <path d="M4 11.5 12 5l8 6.5" />
      <path d="M6.5 10v9h11v-9" />
    </svg>
  );
}

function WorkIcon() {
  return (
    <svg {...common}>
      <rect x="3.5" y="7.5" width="17" height="12" rx="2" />
      <path d="M9 7.5V6a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 6v1.5M3.5 12.5h17" />
    </svg>
  );
}

const LABEL_ICONS: Record<AddressLabel, () => JSX.Element> = {
  Home: HomeIcon,
  Work: WorkIcon,
  Other: PinIcon,
};

export function AddressLabelIcon({ label }: { label: AddressLabel }) {
  const Icon = LABEL_ICONS[label];
  return <Icon />;
}

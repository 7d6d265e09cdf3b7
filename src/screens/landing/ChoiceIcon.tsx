import type { DeliveryChoice } from '@/domain/navigation';

const PATHS: Record<DeliveryChoice, string> = {
  delivery: 'M5 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0M15 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0M7 17h8M17 17l-2-6h-3M12 11l-1 3H6l-1-3h7zM15 11V8h2',
  takeaway: 'M6 8h12l-1 12H7L6 8zM9 8V6a3 3 0 0 1 6 0v2',
  drivePick: 'M5 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0M15 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0M3 17v-4l2-5h11l3 5h2v4h-2M9 17h6M5 13h16',
  train: 'M7 4h10a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM5 11h14M8 20l2-3M16 20l-2-3M8.5 14h.01M15.5 14h.01',
};

/** A line icon for each delivery choice; decorative (the button's text names it). */
export function ChoiceIcon({ choice }: { choice: DeliveryChoice }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={PATHS[choice]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

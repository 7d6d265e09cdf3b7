import type { CSSProperties } from 'react';
import { SPIN_ANIMATION_MS, SPIN_TURNS } from '@/domain/loyalty';
import styles from './SpinWheel.module.css';

/** Segment colours in turn, from the design tokens. */
const FILLS = ['var(--color-cheese)', 'var(--color-brand-soft)', 'var(--color-crust)', 'var(--color-cheese-soft)'];
const RADIUS = 100;
const LABEL_RADIUS = 64;
const FULL_TURN = 360;

export interface WheelProps {
  /** Short labels of the segments in wheel order, clockwise from the top. */
  labels: string[];
  /** The segment the server drew: the wheel turns to bring it under the pointer; null before a spin. */
  target: number | null;
  /** Accessible name: the wheel and its prizes. */
  label: string;
}

const point = (degrees: number, radius: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return { x: radius * Math.cos(radians), y: radius * Math.sin(radians) };
};

/** How far the wheel turns so the target segment's middle stops under the pointer at the top, after whole turns. */
export function turnFor(target: number, segments: number): number {
  const span = FULL_TURN / segments;
  return SPIN_TURNS * FULL_TURN + (FULL_TURN - (target * span + span / 2));
}

/** The prize wheel: an image (its prizes read out through its name); the turn is a CSS transition, none with reduced motion. */
export function Wheel({ labels, target, label }: WheelProps) {
  const span = FULL_TURN / Math.max(labels.length, 1);
  const style = {
    transform: `rotate(${target === null ? 0 : turnFor(target, labels.length)}deg)`,
    '--spin-duration': `${SPIN_ANIMATION_MS}ms`,
  } as CSSProperties;
  return (
    <div className={styles.wheelFrame}>
      <span className={styles.pointer} aria-hidden="true" />
      <svg className={styles.wheel} viewBox="-105 -105 210 210" role="img" aria-label={label} style={style}>
        {labels.map((text, index) => {
          const start = point(index * span, RADIUS);
          const end = point((index + 1) * span, RADIUS);
          const middle = index * span + span / 2;
          const at = point(middle, LABEL_RADIUS);
          return (
            <g key={`${index}-${text}`}>
              <path
                d={`M0 0 L${start.x} ${start.y} A${RADIUS} ${RADIUS} 0 0 1 ${end.x} ${end.y} Z`}
                fill={FILLS[index % FILLS.length]}
                stroke="var(--color-surface)"
                strokeWidth="1.5"
              />
              <text
                x={at.x}
                y={at.y}
                className={styles.segmentText}
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${middle} ${at.x} ${at.y})`}
              >
                {text}
              </text>
            </g>
          );
        })}
        <circle r="14" fill="var(--color-brand)" />
      </svg>
    </div>
  );
}

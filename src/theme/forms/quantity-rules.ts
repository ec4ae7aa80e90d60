/**
 * The arithmetic of the shop's quantity buttons (spec §5, §9): limits from the input's min, max
 * and step attributes (defaults 1, 9999 and 1), one step up or down on the grid the browser's
 * own validation uses (multiples of step counted from min), clamped to the limits. Kept free of
 * the DOM so every odd attribute a shop plugin prints can be tested directly.
 */

const QUANTITY_DEFAULT_MIN = 1;
const QUANTITY_DEFAULT_MAX = 9999;
const QUANTITY_DEFAULT_STEP = 1;

export interface QuantityLimits {
  min: number;
  /** The highest value on the step grid that is not above the max attribute. */
  max: number;
  step: number;
}

export interface QuantityAttributes {
  min: string | null;
  max: string | null;
  step: string | null;
}

/** A finite number from an attribute or typed text; null for missing, empty or malformed. */
export function parseNumber(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const text = raw.trim().replace(',', '.');
  if (text === '' || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Digits after the decimal point, so that 0.1 + 0.2 lands on 0.3. */
function decimals(value: number): number {
  const text = String(value);
  const exponent = /e-(\d+)$/i.exec(text);
  if (exponent) return Number(exponent[1]);
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

function round(value: number, places: number): number {
  return Number(value.toFixed(Math.min(places, 20)));
}

/**
 * Malformed or missing attributes take the defaults; a step of 0, below 0 or "any" is 1; a max
 * below the min leaves the min as the only value.
 */
export function quantityLimits(attributes: QuantityAttributes): QuantityLimits {
  const min = parseNumber(attributes.min) ?? QUANTITY_DEFAULT_MIN;
  const parsedStep = parseNumber(attributes.step);
  const step = parsedStep !== null && parsedStep > 0 ? parsedStep : QUANTITY_DEFAULT_STEP;
  const rawMax = parseNumber(attributes.max) ?? QUANTITY_DEFAULT_MAX;
  const places = Math.max(decimals(min), decimals(step));
  const max = rawMax <= min ? min : round(min + Math.floor(round((rawMax - min) / step, 9)) * step, places);
  return { min, max, step };
}

/**
 * The value after one press: the next grid value above (up) or below (down) the current one,
 * within the limits. An empty or malformed value becomes the min either way.
 */
export function stepQuantity(current: string, direction: 1 | -1, limits: QuantityLimits): number {
  const value = parseNumber(current);
  if (value === null) return limits.min;
  const { min, max, step } = limits;
  const places = Math.max(decimals(min), decimals(step), decimals(value));
  const position = round((value - min) / step, 9);
  const onGrid = Number.isInteger(position);
  const index = direction === 1 ? (onGrid ? position + 1 : Math.ceil(position)) : onGrid ? position - 1 : Math.floor(position);
  const next = round(min + index * step, places);
  return Math.min(max, Math.max(min, next));
}

export interface QuantityButtonState {
  minusDisabled: boolean;
  plusDisabled: boolean;
}

/** Both off for a disabled input; otherwise each off at its limit (minus also for an empty value). */
export function quantityButtonState(current: string, limits: QuantityLimits, inputDisabled: boolean): QuantityButtonState {
  if (inputDisabled) return { minusDisabled: true, plusDisabled: true };
  const value = parseNumber(current);
  if (value === null) return { minusDisabled: true, plusDisabled: false };
  return { minusDisabled: value <= limits.min, plusDisabled: value >= limits.max };
}

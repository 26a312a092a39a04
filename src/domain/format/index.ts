/** Display formatters (spec 000 §5 Formatters, spec 001 §5): ids, phones, money, dates, times, durations. */
export * from './identity';
export * from './money';
export * from './dates';
export * from './time';
export * from './duration';
export * from './answers';
export { fileSize, type FileSize } from './size';

/**
 * The expert-form engine (spec 001 §2.4, §3, §4 Form flow, §5 dynamic fields; contract §1.8, §2):
 * parse the payload into a model, keep answers in an immutable state, apply rules, validate steps,
 * describe server validations, serialise to draft / submit and restore drafts. Pure: no React, no IO.
 */
export * from './model';
export * from './rules';
export * from './masks';
export * from './state';
export * from './validate';
export * from './server';
export * from './serialise';
export * from './review';

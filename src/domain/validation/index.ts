/** Validation rules of the portal (spec 000 §5, spec 001 §5): identity, contact, files, forms. */
export * from './identity';
export * from './contact';
export * from './files';
export * from './forms';

/**
 * The localStorage key of the embedded backend's store (src/mocks/db.ts). Its absence means the
 * demo is pristine: the index.html route preloader (scripts/route-preload.ts) then takes the
 * seed answers of scripts/seed-answers.ts instead of waiting for the backend.
 */
export const DEMO_STORE_KEY = 'mitur-demo-db';

/** Global test set-up (vitest, jsdom). */
export {};

/** A start-up failure already explained in Portuguese: main logs its message alone, without a stack. */
export class StartupError extends Error {}

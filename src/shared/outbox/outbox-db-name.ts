// The outbox database's name, apart from Dexie so that asking whether it exists is cheap.
export const OUTBOX_DB_NAME = 'parvaz-outbox';

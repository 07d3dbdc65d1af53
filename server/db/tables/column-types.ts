import type { ColumnType } from 'kysely';

/** Timestamps are written as Date; SQLite hands them back as ISO text, PostgreSQL as Date. */
export type Timestamp = ColumnType<Date | string, Date, Date>;
/** Booleans are written as boolean; SQLite hands them back as 0/1. */
export type Flag = ColumnType<boolean | number, boolean, boolean>;
export type NullableTimestamp = ColumnType<Date | string | null, Date | null | undefined, Date | null>;

import type { NullableTimestamp, Timestamp } from './column-types.ts';

export interface AdminTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  password_changed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface AdminSessionTable {
  token_hash: string;
  admin_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A budget of wrong passwords (decision 019), counted and decided by one upsert. */
interface SignInBudgetTable {
  /** `account:<e-mail in lower case>` for browsers the account does not know, `device:<admin id>:<device id>` for one it does */
  key: string;
  /** attempts since the count last started, refused ones included */
  failures: number;
  locked_until: NullableTimestamp;
  updated_at: Timestamp;
}

/** Failed sign-ins and password changes for the dashboard: counters per day, address, account, attempt and browser. */
interface SignInFailureTable {
  key: string;
  address: string;
  /** null when the e-mail typed belongs to no account */
  admin_id: string | null;
  attempt: 'sign-in' | 'change-password';
  browser: 'known' | 'unknown';
  /** passwords checked and found wrong */
  failures: number;
  /** attempts refused unchecked while a lock held */
  refused: number;
  /** locks these failures started */
  locks: number;
  first_at: Timestamp;
  last_at: Timestamp;
}

interface RateLimitTable {
  key: string;
  count: number;
  /** epoch milliseconds at which the window ends and the count starts again */
  resets_at: number;
}

/** The admins, their sessions and the guards on signing in and on the API's rate. */
export interface AdminTables {
  admins: AdminTable;
  admin_sessions: AdminSessionTable;
  sign_in_budgets: SignInBudgetTable;
  sign_in_failures: SignInFailureTable;
  rate_limits: RateLimitTable;
}

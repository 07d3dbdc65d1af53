/**
 * When the business answers calls and opens the gallery: one owner setting, written for people on the contact page
 * ("Mon-Sat 9:00 AM-6:00 PM PKT") and for search engines in the JSON-LD ("Mo-Sa 09:00-18:00", schema.org's
 * openingHours). Times are Pakistan's (PKT), as 24-hour "HH:MM".
 */
export const WEEK_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export type OpeningHours = { days: WeekDay[]; opens: string; closes: string };

export const DAY_NAMES: Record<WeekDay, { short: string; long: string }> = {
  Mo: { short: 'Mon', long: 'Monday' },
  Tu: { short: 'Tue', long: 'Tuesday' },
  We: { short: 'Wed', long: 'Wednesday' },
  Th: { short: 'Thu', long: 'Thursday' },
  Fr: { short: 'Fri', long: 'Friday' },
  Sa: { short: 'Sat', long: 'Saturday' },
  Su: { short: 'Sun', long: 'Sunday' },
};

/** What the contact page said before this was a setting (public-site.md §3), and so what older settings get. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
  opens: '09:00',
  closes: '18:00',
};

/** The open days in week order, as runs of consecutive days: [[Mo, Tu, We], [Fr]]. */
function runsOf(days: readonly WeekDay[]): WeekDay[][] {
  const runs: WeekDay[][] = [];
  for (const day of WEEK_DAYS.filter((open) => days.includes(open))) {
    const run = runs.at(-1);
    if (run && WEEK_DAYS.indexOf(run.at(-1)!) === WEEK_DAYS.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/** The days in week order, each run of consecutive days as its first and last: Mo-We,Fr. */
function dayRuns(days: readonly WeekDay[], name: (day: WeekDay) => string, separator: string): string {
  return runsOf(days)
    .map((run) => (run.length === 1 ? name(run[0]!) : `${name(run[0]!)}-${name(run.at(-1)!)}`))
    .join(separator);
}

/** schema.org's openingHours: "Mo-Sa 09:00-18:00". */
export function schemaOrgOpeningHours(hours: OpeningHours): string {
  return `${dayRuns(hours.days, (day) => day, ',')} ${hours.opens}-${hours.closes}`;
}

/** "18:00" as "6:00 PM". */
function clockTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** For visitors: "Mon-Sat 9:00 AM-6:00 PM PKT". */
export function openingHoursText(hours: OpeningHours): string {
  const days = dayRuns(hours.days, (day) => DAY_NAMES[day].short, ', ');
  return `${days} ${clockTime(hours.opens)}-${clockTime(hours.closes)} PKT`;
}

/** In a sentence: "Monday to Saturday, 9:00 AM to 6:00 PM Pakistan time" (runs joined: "Monday to Wednesday and Friday"). */
export function openingHoursSentence(hours: OpeningHours): string {
  const named = runsOf(hours.days).map((run) =>
    run.length === 1
      ? DAY_NAMES[run[0]!].long
      : `${DAY_NAMES[run[0]!].long} to ${DAY_NAMES[run.at(-1)!].long}`,
  );
  const days = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
  return `${days}, ${clockTime(hours.opens)} to ${clockTime(hours.closes)} Pakistan time`;
}

/** The dashboard cards' times: "27 Nov 2026, 10:04", in UTC whatever the browser's zone. */
export const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "1 search", "3 searches". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

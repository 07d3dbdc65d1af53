/**
 * React (and other libraries) load their development build unless NODE_ENV says production, and that build renders a
 * page far slower (the home page took ~50 ms of CPU instead of ~35). `npm start` and `npm run serve` set nothing, and
 * the config already takes an unset NODE_ENV as production: the process says so too. server/main.ts imports this
 * module first, before anything that loads React; `--dev` leaves the variable to Vite.
 */
if (!process.env.NODE_ENV && !process.argv.includes('--dev')) process.env.NODE_ENV = 'production';

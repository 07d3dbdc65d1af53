import { Eye, EyeOff, Lock } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '#app/admin/ui/busy-button.tsx';
import { BrandMark } from '#app/components/brand-mark.tsx';
import { useSignIn } from './use-sign-in.ts';

/** The panel's sign-in page, outside the panel's frame: e-mail, password (which can be shown) and Sign In. */
export function SignInPage() {
  const { form, onSubmit, serverError, clearOnEdit, next } = useSignIn();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  /** A field's error: tied to the field (its `aria-describedby`), and shown below it as `{name}-error`. */
  const withError = (name: 'email' | 'password') => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    ...register(name, clearOnEdit),
  });
  const errorOf = (name: 'email' | 'password') =>
    errors[name] ? (
      <p id={`${name}-error`} className="mt-1.5 text-sm text-red-700">
        {errors[name].message}
      </p>
    ) : null;

  return (
    <main className="flex min-h-screen items-center justify-center bg-limestone-100 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="flex flex-col items-center text-center">
          <BrandMark className="size-14 text-terracotta-700" />
          <p className="mt-4 text-sm font-semibold uppercase tracking-[0.22em] text-terracotta-700">
            Gandhara Arts
          </p>
          <h1 className="mt-2 text-4xl font-semibold">Admin Panel</h1>
          <p className="mt-2 text-schist-600">Sign in to manage products, tour places and craftsmen.</p>
        </div>
        {/* Posted by the browser itself when the script has not run yet: the password goes in the body, never in the
            address; the browser checks the fields until the script takes over with its own messages. */}
        <form
          method="post"
          action="/api/auth/login"
          onSubmit={onSubmit}
          ref={(element) => {
            if (element) element.noValidate = true;
          }}
          className="mt-8 space-y-5 rounded-3xl bg-limestone-50 p-6 shadow-sm ring-1 ring-limestone-200 sm:p-8"
        >
          {serverError ? (
            <div
              role="alert"
              className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              {serverError}
            </div>
          ) : null}
          <div>
            <label htmlFor="email" className="block text-sm font-semibold text-schist-800">
              E-mail
            </label>
            <input
              id="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              {...withError('email')}
              className="mt-1.5 w-full rounded-xl border border-limestone-300 bg-white px-4 py-3 text-schist-900 focus:border-terracotta-700 focus:outline-none focus:ring-2 focus:ring-terracotta-700/30"
            />
            {errorOf('email')}
          </div>
          <div>
            <label htmlFor="password" className="block text-sm font-semibold text-schist-800">
              Password
            </label>
            <div className="relative mt-1.5">
              <input
                id="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                {...withError('password')}
                className="w-full rounded-xl border border-limestone-300 bg-white py-3 pl-4 pr-12 text-schist-900 focus:border-terracotta-700 focus:outline-none focus:ring-2 focus:ring-terracotta-700/30"
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                className="absolute inset-y-0 right-1 my-auto flex size-10 items-center justify-center rounded-lg text-schist-600 hover:text-schist-900"
              >
                {showPassword ? (
                  <EyeOff aria-hidden="true" className="size-5" />
                ) : (
                  <Eye aria-hidden="true" className="size-5" />
                )}
              </button>
            </div>
            {errorOf('password')}
          </div>
          {next ? <input type="hidden" name="next" value={next} /> : null}
          <BusyButton
            type="submit"
            busy={isSubmitting}
            icon={Lock}
            busyLabel="Signing in..."
            className="flex w-full items-center justify-center gap-2 rounded-full bg-schist-800 px-6 py-3.5 font-semibold text-limestone-50 hover:bg-schist-900 disabled:cursor-wait disabled:opacity-75"
          >
            Sign In
          </BusyButton>
        </form>
        <p className="mt-6 text-center text-sm text-schist-600">
          Forgotten the password? Whoever runs the server can set a new one with{' '}
          <code className="rounded bg-limestone-200 px-1.5 py-0.5 text-schist-800">
            npm run admin -- reset-password
          </code>
          .
        </p>
      </div>
    </main>
  );
}

/** UsernameField names the account in a form that asks only for a
 * password, hidden: password managers then know whose password it is
 * (and browsers stop warning about a password form without one). */
export function UsernameField({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}

import { TextField } from "~/components/ui/form";
import { TWO_FACTOR_TEXTS } from "./two-factor";

/**
 * 'Authentication code' where a recovery code also works (sign-in, turning two-factor off, the
 * password change, a recent-sign-in check): free text up to 64 characters, never corrected.
 */
export function AuthenticationCodeField({
  name = "code",
  error,
  hint,
  autoFocus,
}: {
  name?: string;
  error?: string;
  hint?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={TWO_FACTOR_TEXTS.code}
      name={name}
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      required
      autoFocus={autoFocus}
      maxLength={64}
      hint={hint}
      error={error}
    />
  );
}

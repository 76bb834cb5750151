import { z } from "zod";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/config/accounts";

/** Texts of the specification's sign-up rules. */
const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(MAX_EMAIL_LENGTH, "Email is too long")
  .pipe(z.email("Enter a valid email address"));

export const SignInSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(MAX_PASSWORD_LENGTH),
});

/** A new password: sign-up, password change and the command line's create-owner. */
export const NewPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** A new password typed twice: the specification checks the match first, then the length. */
function checkPasswordPair(
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORDS_DO_NOT_MATCH });
    return;
  }
  const length = NewPasswordSchema.safeParse(value.password);
  if (!length.success) {
    ctx.addIssue({
      code: "custom",
      path: ["password"],
      message: length.error.issues[0]?.message ?? PASSWORD_TOO_SHORT,
    });
  }
}

export const SignUpSchema = z
  .object({ email, password: z.string(), confirmPassword: z.string() })
  .superRefine(checkPasswordPair);

/** 'New password' and 'Confirm password' (reset link, invitation). */
export const PasswordPairSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(checkPasswordPair);

/** The forgotten-password form's address. */
export const EmailSchema = z.object({ email });

export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(MAX_PASSWORD_LENGTH),
  newPassword: NewPasswordSchema,
});

import { z } from "zod";

/** Texts of the specification's sign-up rules. */
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters";
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"));

export const SignInSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(MAX_PASSWORD_LENGTH),
});

const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const SignUpSchema = z
  .object({ email, password: z.string(), confirmPassword: z.string() })
  // The specification checks the match first, then the length.
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORDS_DO_NOT_MATCH });
      return;
    }
    const length = newPassword.safeParse(value.password);
    if (!length.success) {
      ctx.addIssue({
        code: "custom",
        path: ["password"],
        message: length.error.issues[0]?.message ?? PASSWORD_TOO_SHORT,
      });
    }
  });

export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(MAX_PASSWORD_LENGTH),
  newPassword,
});

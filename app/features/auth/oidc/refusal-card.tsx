import { Link } from "react-router";
import { AuthCard } from "~/features/auth/auth-card";

/** A company sign-in refused: the reason, and the way back to the login. */
export function ProviderRefusal({ message }: { message: string }) {
  return (
    <AuthCard title="Sign-in not completed">
      <p
        role="alert"
        className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
      >
        {message}
      </p>
      <p className="mt-6 text-center text-sm">
        <Link to="/admin" className="font-semibold text-ev-700 hover:underline">
          Back to the sign-in page
        </Link>
      </p>
    </AuthCard>
  );
}

import { Link, useActionData, useLocation } from "react-router";
import { FormAlert } from "~/components/ui/form";
import { CONTENT_KINDS } from "~/features/content/kinds";

export const meta = () => [{ name: "robots", content: "noindex" }];

/** The message of a refused command, whichever form posted it. */
function messageOf(answer: unknown): string | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  for (const key of ["reviewError", "commentError", "error"]) {
    const value: unknown = Reflect.get(answer, key);
    if (typeof value === "string") return value;
  }
  return undefined;
}

/**
 * What a command's form posted without script shows when it is refused: why, and the way back
 * to the item (with script, the item's page shows it in place).
 */
export default function CommandPage() {
  const message = messageOf(useActionData());
  const itemPath = useLocation().pathname.replace(/\/[^/]+$/, "");
  const texts = Object.values(CONTENT_KINDS).find((kind) =>
    itemPath.startsWith(`${kind.editPath}/`),
  );
  const noun = texts?.noun[0] ?? "item";
  return (
    <div className="space-y-4">
      {message ? (
        <FormAlert>{message}</FormAlert>
      ) : (
        // The address opened by itself (a bookmark, a link copied from the address bar).
        <p className="text-slate-700">
          {`Opening this address changes nothing: this is done with the buttons on the ${noun}’s page.`}
        </p>
      )}
      <Link to={itemPath} className="font-semibold text-ev-700 text-sm hover:underline">
        Back to the {noun}
      </Link>
    </div>
  );
}

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
  return (
    <div className="space-y-4">
      <FormAlert>{message}</FormAlert>
      <Link to={itemPath} className="font-semibold text-ev-700 text-sm hover:underline">
        Back to the {texts?.noun[0] ?? "item"}
      </Link>
    </div>
  );
}

import { Link } from "react-router";
import { usePageTitle } from "~/features/admin-core/shell";
import { useTexts } from "~/features/admin-core/texts";
import { primary } from "~/features/admin-core/ui";

export function Component() {
  const { t } = useTexts();
  usePageTitle(t.notFound.title);
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">{t.notFound.title}</h1>
      <Link className={`${primary} mt-6`} to="/admin/leads">
        {t.notFound.back}
      </Link>
    </div>
  );
}

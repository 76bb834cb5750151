import { PositionPage } from "~/features/careers/position-view";
import { DocumentPage } from "~/features/documents/document-page";
import { ArticlePage } from "~/features/news/article-page";
import { SitePageView } from "~/features/site/added-page";
import { PageFrame } from "~/features/site/page-frame";
import { SiteFooter } from "~/features/site/site-footer";
import { SiteHeader } from "~/features/site/site-header";
import { TenderPage } from "~/features/tenders/tender-view";
import { VideoCard } from "~/features/videos/video-card";
import type { RootData } from "~/lib/site";
import type { PreviewedItem } from "./preview-item.server";

/** A previewed item's page title. */
export function previewTitle(item: PreviewedItem | undefined) {
  return item?.kind === "article"
    ? item.article.title
    : item?.kind === "page"
      ? item.page.title
      : item?.kind === "position"
        ? item.position.title
        : item?.kind === "tender"
          ? item.tender.title
          : item?.kind === "document"
            ? item.document.title
            : item?.video.title;
}

/** An item not public yet, as the public will see it (both preview pages). */
export function PreviewedItemPage({
  item,
  site,
  siteUrl,
}: {
  item: PreviewedItem;
  site: RootData["site"];
  siteUrl: string;
}) {
  if (item.kind === "article") {
    return (
      <>
        <SiteHeader />
        <ArticlePage article={item.article} parts={item.parts} site={site} siteUrl={siteUrl} />
        <SiteFooter />
      </>
    );
  }
  if (item.kind === "page") {
    return <SitePageView title={item.page.title} lang="en" parts={item.parts} preview />;
  }
  if (item.kind === "position") {
    // Not published yet: the page as it will be, without the form (nothing to apply to).
    return (
      <PageFrame eyebrow="Draft preview — not published" title={item.position.title} article>
        <PositionPage position={item.position} closed={false} apply={null} />
      </PageFrame>
    );
  }
  if (item.kind === "tender") {
    // Not published yet: the page as it will be, without the desk's forms.
    return (
      <PageFrame eyebrow="Draft preview — not published" title={item.tender.title} article>
        <TenderPage tender={item.tender} />
      </PageFrame>
    );
  }
  if (item.kind === "document") {
    return (
      <PageFrame eyebrow="Draft preview — not published" title={item.document.title} article>
        <DocumentPage document={item.document} />
      </PageFrame>
    );
  }
  return (
    <PageFrame eyebrow="Videos" title="Videos" lead={item.video.title}>
      <ul className="mx-auto grid max-w-xl">
        <li>
          <VideoCard video={item.video} headingLevel={2} />
        </li>
      </ul>
    </PageFrame>
  );
}

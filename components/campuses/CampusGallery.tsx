import type { CampusDetail } from '@/content/schema';
import { imageAttributes } from '@/lib/images';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ScrollingGallery, type GalleryImage } from './ScrollingGallery';

export interface CampusGalleryProps {
  campus: CampusDetail;
  heading: string;
  intro: string;
  labels: { row: string; pause: string; play: string };
}

/**
 * The 'Life at …' gallery of a campus page. Resolves each photo's sizes here on the server, so
 * the client leaf receives plain props and never the image manifest.
 */
export function CampusGallery({ campus, heading, intro, labels }: CampusGalleryProps) {
  const rows = [campus.gallery.rowOne, campus.gallery.rowTwo].map((row) =>
    row.map((image): GalleryImage => ({
      ...imageAttributes(image),
      // A photo not described in this language yet is described in English, marked so.
      ...(image.lang && { lang: image.lang }),
    })),
  );
  return (
    <section
      aria-labelledby="campus-gallery-heading"
      className="overflow-hidden bg-white pb-6 pt-16 sm:pt-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="campus-gallery-heading" title={heading} intro={intro} />
      </div>
      <ScrollingGallery
        rows={rows}
        fallbackSrc={campus.fallbackImageUrl}
        orderKey={campus.campusId}
        rowLabel={labels.row}
        pauseLabel={labels.pause}
        playLabel={labels.play}
      />
    </section>
  );
}

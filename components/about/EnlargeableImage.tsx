'use client';

import { IconBadge } from '@/components/ui/IconBadge';
import { ZoomInIcon } from '@/components/icons';
import { useCallback, useState } from 'react';
import { cn } from '@/lib/cn';
import { fillTemplate } from '@/lib/template';
import { Picture } from '@/components/ui/Picture';
import { ImageModal, type ModalImage } from './ImageModal';

export interface EnlargeableImageProps {
  image: ModalImage;
  sizes: string;
  /** 'Enlarge image: {alt}' */
  openLabel: string;
  closeLabel: string;
  priority?: boolean;
  className?: string;
}

/** An image that opens in the enlarged-image modal when clicked (SPEC §2, About Us). */
export function EnlargeableImage({
  image,
  sizes,
  openLabel,
  closeLabel,
  priority = false,
  className = '',
}: EnlargeableImageProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      {/* The picture is plain HTML; the button over it, which needs JavaScript, is not shown
          without it. */}
      <div className={cn('group relative overflow-hidden rounded-3xl', className)}>
        <Picture
          src={image.src}
          srcSet={image.srcSet}
          avifSrcSet={image.avifSrcSet}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="aspect-[3/2] w-full bg-brand-50 object-cover transition duration-500 group-hover:scale-105"
        />
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={fillTemplate(openLabel, { alt: image.alt })}
          onClick={() => setOpen(true)}
          className="peer absolute inset-0 cursor-zoom-in rounded-3xl noscript:hidden"
        />
        <IconBadge className="pointer-events-none absolute bottom-3 right-3 h-10 w-10 rounded-full bg-white/90 text-brand-900 shadow-md transition group-hover:bg-accent-300 peer-focus-visible:bg-accent-300 noscript:hidden">
          <ZoomInIcon className="h-5 w-5" />
        </IconBadge>
      </div>
      {open && <ImageModal image={image} closeLabel={closeLabel} onClose={close} />}
    </>
  );
}

'use client';

import { IconBadge } from '@/components/ui/IconBadge';
import { ZoomInIcon } from '@/components/icons';
import { useOnDemandComponent } from '@/components/hooks/useOnDemandComponent';
import { useCallback, useState, type ComponentType } from 'react';
import { cn } from '@/lib/cn';
import { loadOnce } from '@/lib/load-once';
import { fillTemplate } from '@/lib/template';
import { Picture } from '@/components/ui/Picture';
import type { ImageModalProps, ModalImage } from './ImageModal';

// The modal and its dialog are a separate chunk, fetched on first interest (pointer over the
// image, focus, or the click itself), as the visit form is: the page carries only the button.
// A failed download is forgotten, so a retry works.
const loadModal = loadOnce<ComponentType<ImageModalProps>>(() =>
  import('./ImageModal').then((module) => module.ImageModal),
);
const warmUp = () => void loadModal().catch(() => {});

export interface EnlargeableImageProps {
  image: ModalImage;
  sizes: string;
  /** 'Enlarge image: {alt}' */
  openLabel: string;
  closeLabel: string;
  priority?: boolean;
  className?: string;
}

/** An About page image that opens in the enlarged-image modal when clicked. */
export function EnlargeableImage({
  image,
  sizes,
  openLabel,
  closeLabel,
  priority = false,
  className = '',
}: EnlargeableImageProps) {
  const [open, setOpen] = useState(false);
  const [Modal, fetchModal] = useOnDemandComponent(loadModal);
  const close = useCallback(() => setOpen(false), []);

  const onOpen = () => {
    setOpen(true);
    fetchModal((error) => {
      // Most likely a deploy replaced the chunk: the photo itself, full size, still opens.
      setOpen(false);
      console.error('The enlarged-image view could not be loaded:', error);
      window.location.assign(image.src);
    });
  };

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
          onClick={onOpen}
          onPointerEnter={warmUp}
          onFocus={warmUp}
          className="peer absolute inset-0 cursor-zoom-in rounded-3xl noscript:hidden"
        />
        <IconBadge className="pointer-events-none absolute bottom-3 right-3 h-10 w-10 rounded-full bg-white/90 text-brand-900 shadow-md transition group-hover:bg-accent-300 peer-focus-visible:bg-accent-300 noscript:hidden">
          <ZoomInIcon className="h-5 w-5" />
        </IconBadge>
      </div>
      {open && Modal && <Modal image={image} closeLabel={closeLabel} onClose={close} />}
    </>
  );
}

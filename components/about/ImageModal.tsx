import { Dialog, DialogCloseButton } from '@/components/ui/Dialog';
import { CloseIcon } from '@/components/icons';
import { Picture, type SizedImage } from '@/components/ui/Picture';

export type ModalImage = SizedImage;

export interface ImageModalProps {
  image: ModalImage;
  closeLabel: string;
  onClose: () => void;
}

/**
 * The About page's enlarged image, shown while mounted: closes on the dimmed area
 * around it, the × button and Escape, and returns focus to whatever opened it (components/ui/
 * Dialog). The dialog fills the window, so a click beside the picture lands on the dialog itself.
 */
export function ImageModal({ image, closeLabel, onClose }: ImageModalProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      aria-label={image.alt}
      data-testid="image-modal-overlay"
      className="m-0 h-dvh max-h-none w-screen max-w-none items-center justify-center bg-brand-900/85 p-4 backdrop-blur-sm backdrop:bg-transparent open:flex sm:p-10"
    >
      <div className="relative flex max-h-full max-w-5xl flex-col items-center">
        <Picture
          src={image.src}
          srcSet={image.srcSet}
          avifSrcSet={image.avifSrcSet}
          sizes="(min-width: 1100px) 1024px, 92vw"
          width={image.width}
          height={image.height}
          alt={image.alt}
          className="max-h-[78vh] w-auto rounded-2xl bg-brand-800 object-contain shadow-2xl"
        />
        <p aria-hidden="true" className="mt-3 max-w-2xl text-center text-sm text-brand-100">
          {image.alt}
        </p>
        <DialogCloseButton
          aria-label={closeLabel}
          className="absolute -right-2 -top-2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-900 shadow-lg transition hover:bg-accent-300 sm:-right-4 sm:-top-4"
        >
          <CloseIcon className="h-6 w-6" />
        </DialogCloseButton>
      </div>
    </Dialog>
  );
}

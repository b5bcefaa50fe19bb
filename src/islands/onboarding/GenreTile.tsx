import { ChoiceTile } from './ChoiceTile';
import type { GenreTile as Genre } from './logic';

/** A genre toggle with its picture: webp where supported, jpg otherwise, loaded lazily. */
export function GenreTile({
  genre,
  checked,
  onToggle,
}: {
  genre: Genre;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <ChoiceTile
      type="checkbox"
      name="genres"
      value={genre.name}
      label={genre.label}
      checked={checked}
      onChange={onToggle}
      deferred
      media={
        <picture className="block w-full">
          <source srcSet={genre.imageWebp} type="image/webp" />
          {/* width/height reserve the space before the image arrives: no layout shift. */}
          <img
            src={genre.imageJpg}
            alt=""
            width={320}
            height={200}
            loading="lazy"
            decoding="async"
            className="aspect-[8/5] h-auto w-full rounded-lg bg-surface object-cover"
          />
        </picture>
      }
    />
  );
}

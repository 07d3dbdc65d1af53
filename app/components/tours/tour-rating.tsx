import { Star } from '#app/components/icons.tsx';

/** A tour's rating, only when the owner has recorded one: nothing is invented. */
export function TourRating({
  rating,
  reviews,
  tone = 'dark',
}: {
  rating: number | null;
  reviews: number | null;
  tone?: 'dark' | 'light';
}) {
  if (rating === null) return null;
  return (
    <p
      className={`flex items-center gap-1.5 text-sm ${tone === 'light' ? 'text-limestone-100' : 'text-schist-700'}`}
    >
      <Star aria-hidden="true" className="size-4 fill-sandstone-500 text-sandstone-500" />
      <span>
        <span className="font-semibold">{rating.toFixed(1)}</span>
        <span className="sr-only"> out of 5</span>
        {reviews !== null ? <span> ({reviews} reviews)</span> : null}
      </span>
    </p>
  );
}

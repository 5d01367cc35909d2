/** The product's mark: an «A» on the reader site's brand green. Decorative: the name always stands beside it. */
export function AfrimediaMark({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#0b6e4f" />
      <path
        fill="#fff"
        fillRule="evenodd"
        d="M24 8 38.5 40h-6.6l-3-7H19.1l-3 7H9.5Zm-2.7 19.4h5.4L24 20.8Z"
      />
    </svg>
  );
}

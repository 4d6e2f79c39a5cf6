import type { Avatar as AvatarColours, FlagCode } from "~/content/types";

/** Avatar is a drawn portrait (head, hair or headscarf, shoulders); no
 * photographs of real people. Decorative: the name is written beside it. */
export function Avatar({ avatar, className = "size-14" }: { avatar: AvatarColours; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={`shrink-0 rounded-full ${className}`}>
      <rect width="64" height="64" fill={avatar.background} />
      <path d="M10 64c2-13 11-19 22-19s20 6 22 19z" fill="#1d2552" />
      {avatar.scarf ? (
        <path d="M16 34c0-12 7-20 16-20s16 8 16 20c0 6-4 12-16 14-12-2-16-8-16-14z" fill={avatar.hair} />
      ) : null}
      <ellipse cx="32" cy="31" rx="11" ry="13" fill={avatar.skin} />
      {avatar.scarf ? null : <path d="M20 29c0-9 5-14 12-14s12 5 12 14c-3-5-7-7-12-7s-9 2-12 7z" fill={avatar.hair} />}
      <circle cx="28" cy="31" r="1.4" fill="#1f1308" />
      <circle cx="36" cy="31" r="1.4" fill="#1f1308" />
      <path d="M28.5 37c2 1.6 5 1.6 7 0" stroke="#7c2d12" strokeWidth="1.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}

const stripes = (colors: [string, string, string]) => (
  <>
    <rect width="30" height="7" fill={colors[0]} />
    <rect y="7" width="30" height="6" fill={colors[1]} />
    <rect y="13" width="30" height="7" fill={colors[2]} />
  </>
);

/** Flag draws a small country flag (emoji flags do not render everywhere):
 * the first clients' countries drawn here, any other the build's copy of
 * flag-icons (web/scripts/flags.mjs). Decorative: the country is written
 * beside it. */
export function Flag({ code, className = "h-4 w-6" }: { code: FlagCode; className?: string }) {
  let body: React.ReactNode;
  switch (code) {
    case "sa":
      body = (
        <>
          <rect width="30" height="20" fill="#006c35" />
          <path d="M8 8h14M9 10.5h12" stroke="#fff" strokeWidth="1.2" />
          <path d="M9 14h12" stroke="#fff" strokeWidth="1" />
        </>
      );
      break;
    case "ae":
      body = (
        <>
          {stripes(["#00732f", "#ffffff", "#000000"])}
          <rect width="8" height="20" fill="#ff0000" />
        </>
      );
      break;
    case "kw":
      body = (
        <>
          {stripes(["#007a3d", "#ffffff", "#ce1126"])}
          <path d="M0 0l8 6v8l-8 6z" fill="#000" />
        </>
      );
      break;
    case "eg":
      body = (
        <>
          {stripes(["#ce1126", "#ffffff", "#000000"])}
          <circle cx="15" cy="10" r="2" fill="#c09300" />
        </>
      );
      break;
    case "tr":
      body = (
        <>
          <rect width="30" height="20" fill="#e30a17" />
          <circle cx="12" cy="10" r="5" fill="#fff" />
          <circle cx="13.3" cy="10" r="4" fill="#e30a17" />
          <polygon points="15.90,10.00 17.49,9.41 17.56,7.72 18.61,9.05 20.24,8.59 19.30,10.00 20.24,11.41 18.61,10.95 17.56,12.28 17.49,10.59" fill="#fff" />
        </>
      );
      break;
    case "fr":
      body = (
        <>
          <rect width="10" height="20" fill="#002395" />
          <rect x="10" width="10" height="20" fill="#ffffff" />
          <rect x="20" width="10" height="20" fill="#ed2939" />
        </>
      );
      break;
    default:
      return <img src={`/flags/${code}.svg`} alt="" width={30} height={20} loading="lazy" className={`shrink-0 rounded-[3px] object-cover ring-1 ring-ink-100 ${className}`} />;
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 30 20" className={`shrink-0 rounded-[3px] ring-1 ring-ink-100 ${className}`}>
      {body}
    </svg>
  );
}

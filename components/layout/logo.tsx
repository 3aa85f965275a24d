/** The header's logo; its mark is drawn by the `logo-mark` class in globals.css, not written in every page. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-black tracking-tight" aria-hidden="true">
      <span className="logo-mark" />
      <span>
        YPS<span className="text-brand">.</span>
        <span className="ml-1 hidden text-sm font-semibold text-white/70 sm:inline">Toyota Performance</span>
      </span>
    </span>
  );
}

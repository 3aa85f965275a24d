export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-black tracking-tight" aria-hidden="true">
      <svg width="34" height="34" viewBox="0 0 34 34" role="presentation">
        <rect width="34" height="34" rx="7" fill="#d7191f" />
        <path d="M7 10h6l4 7 4-7h6l-7 11v5h-6v-5z" fill="#fff" />
      </svg>
      <span>
        YPS<span className="text-brand">.</span>
        <span className="ml-1 hidden text-sm font-semibold text-white/70 sm:inline">Toyota Performance</span>
      </span>
    </span>
  );
}

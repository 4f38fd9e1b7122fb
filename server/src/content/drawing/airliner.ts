// The demo airline's aircraft in side view, nose to the right: shared by the scenes and the
// video (scripts/draw-video.ts).

/** An airliner centred at (x, y); `scale` 1 is about 430 px from tail to nose. */
export function airliner(x: number, y: number, scale: number, colour = '#f8f9fa'): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}">
<path d="M-200 -8 Q-210 -30 -185 -28 L160 -26 Q215 -24 222 0 Q215 22 160 24 L-185 24 Q-205 20 -200 -8Z"/>
<path d="M-40 0 L-120 95 L-80 95 L40 4Z" opacity="0.92"/>
<path d="M-40 -6 L-95 -60 L-70 -60 L20 -8Z" opacity="0.8"/>
<path d="M-175 -26 L-215 -95 L-185 -95 L-140 -26Z"/>
<rect x="-20" y="30" width="55" height="18" rx="9" opacity="0.9"/>
<g fill="#0b2545" opacity="0.55">${Array.from({ length: 14 }, (_, i) => `<circle cx="${-140 + i * 20}" cy="-8" r="4"/>`).join('')}</g>
<path d="M185 -14 Q205 -12 212 -2 L190 -2Z" fill="#0b2545" opacity="0.7"/>
<path d="M-178 -90 L-150 -30" stroke="#e76f51" stroke-width="10"/>
</g>`;
}

// The hero's looping, muted background video. Under 768 px it preloads only
// metadata and shows at once; wider, it is not preloaded and fades in when it can play or
// when it fails. The poster image underneath is the page's largest paint, and a dark gradient
// covers the area while the video loads. The metadata request and playback wait until the page
// has loaded and the browser is quiet after hydration, so the video never competes with the
// first paint or with hydration; visitors who prefer reduced motion keep the still poster.
// Once it plays, a button pauses it (WCAG 2.2.2: it loops for ever beside the page's content),
// and the choice is remembered on this device. Scrolled out of view, it rests until it is back:
// Chrome would otherwise keep decoding frames nobody sees.
import { useEffect, useRef, useState, type RefObject } from "react";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { MOBILE_QUERY, REDUCED_MOTION_QUERY, useMediaQuery } from "../hooks/use-media-query.ts";
import { whenSettled } from "../lib/when-idle.ts";

const ASSETS = "/attached_assets/hero";
export const HERO_VIDEO_LABEL = "Urban cityscape video background";
/** The longest the video waits for a quiet moment once the page has loaded. */
const VIDEO_START_TIMEOUT_MS = 3000;
/** Where a visitor's choice to pause the video is kept (local storage: a preference, not data about them). */
export const VIDEO_PAUSED_KEY = "larkspur:hero-video-paused";

function readPaused(): boolean {
  try {
    return localStorage.getItem(VIDEO_PAUSED_KEY) === "true";
  } catch {
    return false;
  }
}

function writePaused(paused: boolean): void {
  try {
    if (paused) localStorage.setItem(VIDEO_PAUSED_KEY, "true");
    else localStorage.removeItem(VIDEO_PAUSED_KEY);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
}

export function HeroVideo() {
  const hydrated = useHydrated();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [revealed, setRevealed] = useState(false);
  const [settled, setSettled] = useState(false);
  // Null until the page knows (storage is read only in the browser, after hydration).
  const [paused, setPaused] = useState<boolean | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const inView = useInView(video);

  // Fetching the video's metadata, decoding its first frame and playing it take a share of the
  // CPU (and, without a GPU, every video frame is composited on it), so all of that waits until
  // the page has loaded and the main thread is quiet after hydration, rather than stretching
  // hydration's tasks.
  useEffect(() => {
    if (!hydrated) return;
    return whenSettled(() => {
      setSettled(true);
      setPaused(readPaused());
    }, VIDEO_START_TIMEOUT_MS);
  }, [hydrated]);

  useEffect(() => {
    const element = video.current;
    if (paused === null || reducedMotion || !element) return;
    if (paused || !inView) {
      element.pause();
      return;
    }
    // Autoplay can be refused (data saver, policies); the poster then stays, which is fine.
    element.play().catch(() => undefined);
  }, [paused, reducedMotion, inView]);

  const reveal = () => setRevealed(true);
  const toggle = () => {
    const next = !paused;
    writePaused(next);
    setPaused(next);
  };

  return (
    <div className="absolute inset-0 overflow-hidden bg-ink">
      {/* AVIF where the browser takes it (6 KB instead of 20 KB at 960 px), WebP otherwise. */}
      <picture>
        <source
          type="image/avif"
          srcSet={`${ASSETS}/cityscape-poster-480.avif 480w, ${ASSETS}/cityscape-poster.avif 960w`}
          sizes="100vw"
        />
        <img
          src={`${ASSETS}/cityscape-poster.webp`}
          srcSet={`${ASSETS}/cityscape-poster-480.webp 480w, ${ASSETS}/cityscape-poster.webp 960w`}
          sizes="100vw"
          alt=""
          width={960}
          height={540}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      </picture>
      <video
        ref={video}
        aria-label={HERO_VIDEO_LABEL}
        // Without a poster, phone browsers paint an empty video as a grey box over the image
        // underneath until the first frame arrives. The 960 px AVIF is what the <img> above
        // picks on any phone of 1.5x density or more and on every wide screen, so it is one fetch.
        poster={`${ASSETS}/cityscape-poster.avif`}
        muted
        loop
        playsInline
        preload={isMobile && settled ? "metadata" : "none"}
        data-revealed={revealed || undefined}
        onCanPlay={reveal}
        onError={reveal}
        className="hero-video absolute inset-0 h-full w-full object-cover"
      >
        <source src={`${ASSETS}/cityscape.webm`} type="video/webm" />
        {/* Errors from sources fire on the last <source>, not on the video element. */}
        <source src={`${ASSETS}/cityscape.mp4`} type="video/mp4" onError={reveal} />
      </video>
      <div className="hero-gradient absolute inset-0" data-loading={!revealed || undefined} />
      {/* Only once the video can play: a button painted before then would do nothing. */}
      {paused !== null && !reducedMotion && <VideoToggle paused={paused} onToggle={toggle} />}
    </div>
  );
}

/** Whether the element is on screen (true until the browser says otherwise). */
function useInView(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setVisible(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

// Under 768 px the hero's words fill it from just below the header, so the button sits at the
// hero's foot, in the room its bottom padding keeps, rather than on the headline.
function VideoToggle({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className="absolute bottom-4 right-4 md:bottom-auto md:top-24 z-10 inline-flex items-center gap-2 rounded-full bg-ink/70 px-3 py-2 text-sm text-white hover:bg-ink"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="currentColor">
        {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2h3v12H4zM9 2h3v12H9z" />}
      </svg>
      {paused ? "Play video" : "Pause video"}
    </button>
  );
}

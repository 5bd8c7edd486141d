// framer-motion's animation features (no drag or layout animation), in a chunk of their own that
// MotionProvider imports when it first mounts.
import { domAnimation } from "framer-motion";

export default domAnimation;

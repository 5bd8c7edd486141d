// A real WebRTC peer (werift) standing in for OpenAI's realtime endpoint in end-to-end tests:
// it answers the browser's SDP offer, accepts its audio and its "oai-events" data channel, and
// lets the test send transcript events over that channel.
import { RTCPeerConnection, type RTCDataChannel } from "werift";

export interface FakeRealtimeCall {
  /** The SDP answer to return to the browser. */
  readonly answer: string;
  /** Resolves once the browser's data channel is open. */
  readonly channel: Promise<RTCDataChannel>;
  send(event: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

export async function answerRealtimeOffer(offer: string): Promise<FakeRealtimeCall> {
  const peer = new RTCPeerConnection({ iceServers: [] });
  const channel = new Promise<RTCDataChannel>((resolve) => {
    peer.onDataChannel.subscribe((dc) => {
      if (dc.readyState === "open") resolve(dc);
      else dc.stateChanged.subscribe((state) => state === "open" && resolve(dc));
    });
  });
  await peer.setRemoteDescription({ type: "offer", sdp: offer });
  const gathered = new Promise<void>((resolve) => {
    if (peer.iceGatheringState === "complete") resolve();
    else peer.iceGatheringStateChange.subscribe((state) => state === "complete" && resolve());
  });
  await peer.setLocalDescription(await peer.createAnswer());
  await gathered;
  return {
    answer: peer.localDescription?.sdp ?? "",
    channel,
    async send(event) {
      (await channel).send(JSON.stringify(event));
    },
    close: () => peer.close(),
  };
}

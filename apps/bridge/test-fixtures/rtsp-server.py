#!/usr/bin/python3
"""A real RTSP server for the bridge's tests: GStreamer's gst-rtsp-server (Debian), nobody on the team wrote it.

Serves /main (--width x --height) and /sub (640x360) of a live test picture. Prints exactly one line
`READY rtsp://127.0.0.1:<port>` once listening, exits cleanly on SIGTERM/SIGINT and when its stdin
closes (the test process that started it went away).

  /usr/bin/python3 rtsp-server.py [--port 0] [--user u --password p [--auth digest|basic]]
      [--codec h264|h265|mjpeg] [--transport tcp|udp|both] [--width 1280 --height 720 --fps 25 --bitrate 2000]
      [--audio none|aac|pcma]

--audio adds a second media, pay1: a live tone as AAC-LC (RFC 3640 mpeg4-generic, AAC-hbr, 16 kHz mono)
or as G.711 A-law (PCMA, 8 kHz), as cameras with a microphone offer it.
"""
import argparse
import signal
import sys

import gi

gi.require_version("Gst", "1.0")
gi.require_version("GstRtsp", "1.0")
gi.require_version("GstRtspServer", "1.0")
from gi.repository import GLib, Gst, GstRtsp, GstRtspServer  # noqa: E402

SUB_SIZE = (640, 360)


def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--port", type=int, default=0, help="0 picks a free port")
    p.add_argument("--user")
    p.add_argument("--password")
    p.add_argument("--auth", choices=["digest", "basic"], default="digest")
    p.add_argument("--codec", choices=["h264", "h265", "mjpeg"], default="h264")
    p.add_argument("--transport", choices=["tcp", "udp", "both"], default="both")
    p.add_argument("--width", type=int, default=1280)
    p.add_argument("--height", type=int, default=720)
    p.add_argument("--fps", type=int, default=25)
    p.add_argument("--bitrate", type=int, default=2000, help="kbit/s (h264/h265)")
    p.add_argument("--audio", choices=["none", "aac", "pcma"], default="none")
    return p.parse_args()


def encoder(codec, fps, bitrate):
    """The encoder and payloader; the payloader must be named pay0 for gst-rtsp-server."""
    gop = fps * 2
    if codec == "h264":
        return (
            f"x264enc tune=zerolatency speed-preset=ultrafast key-int-max={gop} bitrate={bitrate} "
            "! rtph264pay name=pay0 pt=96"
        )
    if codec == "h265":
        return f"x265enc tune=zerolatency speed-preset=ultrafast key-int-max={gop} bitrate={bitrate} ! rtph265pay name=pay0 pt=96"
    return "jpegenc quality=50 ! rtpjpegpay name=pay0 pt=26"


def audio_branch(audio):
    """The microphone's branch, payloader pay1; empty without audio."""
    source = "audiotestsrc is-live=true wave=sine freq=440 volume=0.3 ! audioconvert ! audioresample"
    if audio == "aac":
        # avenc_aac (gstreamer1.0-libav); rtpmp4gpay offers mpeg4-generic with mode=AAC-hbr.
        return f" {source} ! audio/x-raw,rate=16000,channels=1 ! avenc_aac ! rtpmp4gpay name=pay1 pt=97"
    if audio == "pcma":
        return f" {source} ! audio/x-raw,rate=8000,channels=1 ! alawenc ! rtppcmapay name=pay1 pt=8"
    return ""


def launch_line(args, width, height):
    return (
        # I420: rtpjpegpay refuses 4:4:4 JPEG, and cameras send 4:2:0 H.264.
        f"( videotestsrc is-live=true pattern=smpte ! video/x-raw,width={width},height={height},framerate={args.fps}/1 "
        f"! clockoverlay shaded-background=true ! videoconvert ! video/x-raw,format=I420 ! {encoder(args.codec, args.fps, args.bitrate)}"
        f"{audio_branch(args.audio)} )"
    )


PROTOCOLS = {
    "tcp": GstRtsp.RTSPLowerTrans.TCP,
    "udp": GstRtsp.RTSPLowerTrans.UDP,
    "both": GstRtsp.RTSPLowerTrans.TCP | GstRtsp.RTSPLowerTrans.UDP,
}


def make_factory(args, width, height, role):
    factory = GstRtspServer.RTSPMediaFactory()
    factory.set_launch(launch_line(args, width, height))
    # One pipeline shared by all clients of a mount keeps the encoder's CPU flat when tests open several sessions.
    factory.set_shared(True)
    factory.set_protocols(PROTOCOLS[args.transport])
    if role:
        factory.add_role_from_structure(
            Gst.Structure.from_string(
                f"{role}, media.factory.access=(boolean)true, media.factory.construct=(boolean)true"
            )[0]
        )
    return factory


def make_auth(args, role):
    auth = GstRtspServer.RTSPAuth()
    token = GstRtspServer.RTSPToken()
    token.set_string("media.factory.role", role)
    if args.auth == "digest":
        auth.set_supported_methods(GstRtsp.RTSPAuthMethod.DIGEST)
        auth.add_digest(args.user, args.password, token)
    else:
        auth.set_supported_methods(GstRtsp.RTSPAuthMethod.BASIC)
        auth.add_basic(GstRtspServer.RTSPAuth.make_basic(args.user, args.password), token)
    return auth


def main():
    args = parse_args()
    Gst.init(None)
    loop = GLib.MainLoop()
    server = GstRtspServer.RTSPServer()
    server.set_address("127.0.0.1")
    server.set_service(str(args.port))
    role = "user" if args.user else None
    if role:
        server.set_auth(make_auth(args, role))
    mounts = server.get_mount_points()
    mounts.add_factory("/main", make_factory(args, args.width, args.height, role))
    mounts.add_factory("/sub", make_factory(args, SUB_SIZE[0], SUB_SIZE[1], role))
    if server.attach(None) == 0:
        print(f"cannot listen on port {args.port}", file=sys.stderr)
        sys.exit(1)

    def stop(*_):
        loop.quit()
        return GLib.SOURCE_REMOVE

    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, stop)
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGINT, stop)
    # The parent holds our stdin open; its end (even a crash) means nobody will stop us otherwise.
    GLib.io_add_watch(sys.stdin.fileno(), GLib.PRIORITY_DEFAULT, GLib.IO_HUP | GLib.IO_IN | GLib.IO_ERR, stop)
    print(f"READY rtsp://127.0.0.1:{server.get_bound_port()}", flush=True)
    loop.run()


if __name__ == "__main__":
    main()

//! The WebSocket to the server ([`ewebsock`]: a thread natively, the browser's socket on the
//! web), behind [`Transport`] so the client can be driven by a test without a network.

use std::sync::Mutex;

/// What the connection reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    Opened,
    /// A text frame.
    Text(String),
    /// The connection closed or failed (the text says why, when known).
    Closed(String),
}

/// A connection to the server.
pub trait Transport: Send {
    fn send(&mut self, frame: String);
    /// The next event, without waiting.
    fn poll(&mut self) -> Option<LinkEvent>;
}

/// The connection in use, if any (a `Mutex` makes it shareable as a resource).
#[derive(Default)]
pub struct Connection(Mutex<Option<Box<dyn Transport>>>);

impl Connection {
    pub fn set(&self, transport: Option<Box<dyn Transport>>) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = transport;
    }

    pub fn is_open(&self) -> bool {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).is_some()
    }

    pub fn send(&self, frame: String) {
        if let Some(t) = self.0.lock().unwrap_or_else(|e| e.into_inner()).as_mut() {
            t.send(frame);
        }
    }

    pub fn poll(&self) -> Option<LinkEvent> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_mut()?
            .poll()
    }
}

/// An [`ewebsock`] connection.
struct WebSocket {
    sender: ewebsock::WsSender,
    receiver: ewebsock::WsReceiver,
}

// The browser runs the game on one thread: its socket never crosses to another.
#[cfg(target_arch = "wasm32")]
unsafe impl Send for WebSocket {}

impl Transport for WebSocket {
    fn send(&mut self, frame: String) {
        self.sender.send(ewebsock::WsMessage::Text(frame));
    }

    fn poll(&mut self) -> Option<LinkEvent> {
        loop {
            return match self.receiver.try_recv()? {
                ewebsock::WsEvent::Opened => Some(LinkEvent::Opened),
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                    Some(LinkEvent::Text(text))
                }
                // Pings are answered by the socket; binary frames are not the protocol's.
                ewebsock::WsEvent::Message(_) => continue,
                ewebsock::WsEvent::Error(why) => Some(LinkEvent::Closed(why)),
                ewebsock::WsEvent::Closed => Some(LinkEvent::Closed(String::new())),
            };
        }
    }
}

/// What the socket calls when something arrives: it wakes the game's window, which otherwise
/// draws (and so reads the socket) only now and then while nothing happens.
pub type Waker = std::sync::Arc<dyn Fn() + Send + Sync>;

/// Opens a connection to `url` (`ws://…` or `wss://…`); it reports [`LinkEvent::Opened`]
/// when ready, and calls `wake` whenever an event arrives.
pub fn open(url: &str, wake: Option<Waker>) -> Result<Box<dyn Transport>, String> {
    #[cfg(not(target_arch = "wasm32"))]
    install_tls_provider();
    let options = ewebsock::Options {
        // A snapshot carries the whole record and chat: the server's frames may be this large.
        max_incoming_frame_size: petri_net::MAX_SERVER_FRAME,
        ..Default::default()
    };
    let (sender, receiver) = match wake {
        Some(wake) => ewebsock::connect_with_wakeup(url, options, move || wake())?,
        None => ewebsock::connect(url, options)?,
    };
    Ok(Box::new(WebSocket { sender, receiver }))
}

/// `wss://` natively: rustls with the `ring` provider (one provider for the whole process).
#[cfg(not(target_arch = "wasm32"))]
fn install_tls_provider() {
    let _ = rustls::crypto::ring::default_provider().install_default();
}

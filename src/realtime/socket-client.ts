/* socket.io's client in a chunk of its own name: loaded by the signed-in layout once its first screen is shown. */
export { io } from 'socket.io-client'
